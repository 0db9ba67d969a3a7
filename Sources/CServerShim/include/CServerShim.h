#ifndef CSERVERSHIM_H
#define CSERVERSHIM_H

/*
 * Calls Swift cannot make directly: libmicrohttpd's variadic functions
 * (MHD_start_daemon, MHD_upgrade_action, MHD_get_*_info) and nettle's
 * macro-renamed hash and base64 functions. The Swift side never includes
 * <microhttpd.h> through this header: MHD's handles are forward-declared
 * here, so they import as the same OpaquePointer as in CMicroHTTPD.
 */

#include <stddef.h>
#include <stdint.h>

struct MHD_Connection;
struct MHD_UpgradeResponseHandle;

/* A running daemon together with what the shim needs to stop it cleanly. */
struct cservershim_daemon;

/* MHD_AccessHandlerCallback, with enum MHD_Result spelled int (1 = MHD_YES). */
typedef int (*cservershim_access_handler)(void *context,
                                          struct MHD_Connection *connection,
                                          const char *url,
                                          const char *method,
                                          const char *version,
                                          const char *upload_data,
                                          size_t *upload_data_size,
                                          void **request_context);

/* MHD_RequestCompletedCallback, with the termination code as int. */
typedef void (*cservershim_completed_handler)(void *context,
                                              struct MHD_Connection *connection,
                                              void **request_context,
                                              int termination_code);

/* Receives each of MHD's log lines, already formatted. */
typedef void (*cservershim_log_handler)(void *context, const char *message);

struct cservershim_daemon_options {
  /* Numeric address or host name to listen on, e.g. "127.0.0.1", "::", "localhost". */
  const char *host;
  /* 0 picks an ephemeral port; read it back with cservershim_daemon_port. */
  uint16_t port;
  /* MHD_FLAG bits; MHD_USE_IPv6 is added when host resolves to IPv6. */
  unsigned int flags;
  unsigned int connection_limit;
  unsigned int connection_timeout_seconds;
  /* MHD_OPTION_CONNECTION_MEMORY_LIMIT: the pool each connection reads its request line and
     headers into, kept while the connection is open (an upgraded WebSocket gives it back when
     it is taken, cservershim_upgrade_adopt). */
  size_t connection_memory_bytes;
  /* Above 1, MHD runs that many polling threads. */
  unsigned int thread_pool_size;
  cservershim_access_handler access_handler;
  cservershim_completed_handler completed_handler;
  cservershim_log_handler log_handler;
  /* Passed as the first argument to all three handlers. */
  void *context;
};

enum cservershim_start_error {
  CSERVERSHIM_START_OK = 0,
  CSERVERSHIM_START_BAD_HOST = 1,
  CSERVERSHIM_START_FAILED = 2,
  CSERVERSHIM_START_NO_MEMORY = 3
};

/* Starts a daemon. On failure returns NULL, sets *error and leaves errno as MHD left it. */
struct cservershim_daemon *cservershim_start_daemon(const struct cservershim_daemon_options *options,
                                                    int *error);

/* The port the daemon listens on (useful after asking for port 0), or 0. */
uint16_t cservershim_daemon_port(struct cservershim_daemon *daemon);

/* Stops the daemon and frees everything. Call once. (No MHD_quiesce_daemon: with a pool of
   epoll threads libmicrohttpd 0.9.75 can abort when quiescing races a worker.) */
void cservershim_stop_daemon(struct cservershim_daemon *daemon);

/* MHD_upgrade_action(handle, MHD_UPGRADE_ACTION_CLOSE). Returns 1 on success. */
int cservershim_upgrade_close(struct MHD_UpgradeResponseHandle *handle);

/*
 * Takes an upgraded (plain TCP) socket away from MHD: duplicates it (close-on-exec), then
 * closes the upgrade, so that MHD frees the connection and its memory pool and closes its own
 * descriptor while the duplicate keeps the connection open (MHD does not shut a plain upgraded
 * socket down, it only closes its descriptor). Returns the duplicate, which the caller closes;
 * -1 when it cannot (the socket is then still MHD's, to close with cservershim_upgrade_close).
 */
int cservershim_upgrade_adopt(struct MHD_UpgradeResponseHandle *handle, int socket);

/*
 * Writes the client's numeric address (no port) into buffer, NUL-terminated.
 * Returns 1 on success, 0 if MHD does not know it or it does not fit.
 */
int cservershim_client_address(struct MHD_Connection *connection, char *buffer, size_t capacity);

/* Sets TCP_NODELAY on a socket (the daemon does so for every connection it accepts). 1 on success. */
int cservershim_set_no_delay(int socket);

/* Whether TCP_NODELAY is on: 1 or 0, or -1 if the socket cannot say. */
int cservershim_no_delay(int socket);

/* The connection's socket, or -1. */
int cservershim_connection_socket(struct MHD_Connection *connection);

/* Length of a Sec-WebSocket-Accept value, without the terminating NUL. */
#define CSERVERSHIM_WEBSOCKET_ACCEPT_LENGTH 28

/*
 * RFC 6455 section 4.2.2: base64(SHA-1(key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11")).
 * accept must hold CSERVERSHIM_WEBSOCKET_ACCEPT_LENGTH + 1 bytes; it is NUL-terminated.
 */
void cservershim_websocket_accept(const char *key, size_t key_length, char *accept);

/* Length of a base64 SHA-256 digest, without the terminating NUL. */
#define CSERVERSHIM_SHA256_BASE64_LENGTH 44

/*
 * base64(SHA-256(data)), as a Content-Security-Policy source hash takes it. digest_base64 must
 * hold CSERVERSHIM_SHA256_BASE64_LENGTH + 1 bytes; it is NUL-terminated.
 */
void cservershim_sha256_base64(const uint8_t *data, size_t length, char *digest_base64);

/// The bytes of heap in use (glibc's `mallinfo2().uordblks`), for memory benchmarks.
size_t cservershim_heap_in_use(void);

#endif
