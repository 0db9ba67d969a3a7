#include "CServerShim.h"

#include <errno.h>
#include <fcntl.h>
#include <malloc.h>
#include <netdb.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

#include <microhttpd.h>
#include <nettle/base64.h>
#include <nettle/sha1.h>
#include <nettle/sha2.h>

struct cservershim_daemon {
  struct MHD_Daemon *daemon;
  cservershim_log_handler log_handler;
  void *log_context;
};

static void log_trampoline(void *cls, const char *format, va_list arguments) {
  struct cservershim_daemon *handle = cls;
  char line[512];
  vsnprintf(line, sizeof line, format, arguments);
  size_t length = strlen(line);
  while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r')) {
    line[--length] = '\0';
  }
  if (handle->log_handler != NULL) {
    handle->log_handler(handle->log_context, line);
  }
}

/* Every accepted socket sends at once: a reply or a WebSocket frame is one write, and Nagle's
   algorithm would hold its tail until the peer's delayed ACK (40 ms on Linux). */
int cservershim_set_no_delay(int socket) {
  int on = 1;
  return setsockopt(socket, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on) == 0;
}

int cservershim_no_delay(int socket) {
  int value = 0;
  socklen_t length = sizeof value;
  if (getsockopt(socket, IPPROTO_TCP, TCP_NODELAY, &value, &length) != 0) {
    return -1;
  }
  return value != 0;
}

static void connection_notified(void *cls, struct MHD_Connection *connection, void **socket_context,
                                enum MHD_ConnectionNotificationCode code) {
  (void)cls;
  (void)socket_context;
  if (code != MHD_CONNECTION_NOTIFY_STARTED) {
    return;
  }
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  if (info != NULL) {
    cservershim_set_no_delay(info->connect_fd);
  }
}

int cservershim_connection_socket(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  return info == NULL ? -1 : info->connect_fd;
}

static int resolve(const char *host, uint16_t port, struct sockaddr_storage *address) {
  struct addrinfo hints;
  memset(&hints, 0, sizeof hints);
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_PASSIVE;
  struct addrinfo *results = NULL;
  if (getaddrinfo(host, NULL, &hints, &results) != 0 || results == NULL) {
    return 0;
  }
  memset(address, 0, sizeof *address);
  memcpy(address, results->ai_addr, results->ai_addrlen);
  freeaddrinfo(results);
  if (address->ss_family == AF_INET) {
    ((struct sockaddr_in *)address)->sin_port = htons(port);
  } else if (address->ss_family == AF_INET6) {
    ((struct sockaddr_in6 *)address)->sin6_port = htons(port);
  } else {
    return 0;
  }
  return 1;
}

struct cservershim_daemon *cservershim_start_daemon(const struct cservershim_daemon_options *options,
                                                    int *error) {
  struct sockaddr_storage address;
  if (!resolve(options->host, options->port, &address)) {
    *error = CSERVERSHIM_START_BAD_HOST;
    return NULL;
  }
  struct cservershim_daemon *handle = calloc(1, sizeof *handle);
  if (handle == NULL) {
    *error = CSERVERSHIM_START_NO_MEMORY;
    return NULL;
  }
  handle->log_handler = options->log_handler;
  handle->log_context = options->context;

  unsigned int flags = options->flags;
  if (address.ss_family == AF_INET6) {
    flags |= MHD_USE_IPv6;
  }
  /* MHD_start_daemon ignores its port argument when MHD_OPTION_SOCK_ADDR is given. */
  handle->daemon = MHD_start_daemon(
      flags, options->port, NULL, NULL,
      (MHD_AccessHandlerCallback)options->access_handler, options->context,
      MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&address,
      MHD_OPTION_CONNECTION_LIMIT, options->connection_limit,
      MHD_OPTION_CONNECTION_TIMEOUT, options->connection_timeout_seconds,
      MHD_OPTION_CONNECTION_MEMORY_LIMIT, options->connection_memory_bytes,
      MHD_OPTION_THREAD_POOL_SIZE, options->thread_pool_size > 1 ? options->thread_pool_size : 0,
      MHD_OPTION_NOTIFY_COMPLETED, (MHD_RequestCompletedCallback)options->completed_handler,
      options->context,
      MHD_OPTION_EXTERNAL_LOGGER, log_trampoline, handle,
      MHD_OPTION_NOTIFY_CONNECTION, connection_notified, NULL,
      MHD_OPTION_END);
  if (handle->daemon == NULL) {
    int saved = errno;
    free(handle);
    errno = saved;
    *error = CSERVERSHIM_START_FAILED;
    return NULL;
  }
  *error = CSERVERSHIM_START_OK;
  return handle;
}

uint16_t cservershim_daemon_port(struct cservershim_daemon *daemon) {
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon->daemon, MHD_DAEMON_INFO_BIND_PORT);
  return info == NULL ? 0 : info->port;
}

void cservershim_stop_daemon(struct cservershim_daemon *daemon) {
  MHD_stop_daemon(daemon->daemon);
  free(daemon);
}

int cservershim_upgrade_close(struct MHD_UpgradeResponseHandle *handle) {
  return MHD_upgrade_action(handle, MHD_UPGRADE_ACTION_CLOSE) == MHD_YES;
}

int cservershim_upgrade_adopt(struct MHD_UpgradeResponseHandle *handle, int socket) {
  int duplicate = fcntl(socket, F_DUPFD_CLOEXEC, 0);
  if (duplicate < 0) {
    return -1;
  }
  if (MHD_upgrade_action(handle, MHD_UPGRADE_ACTION_CLOSE) != MHD_YES) {
    close(duplicate);
    return -1;
  }
  return duplicate;
}

int cservershim_client_address(struct MHD_Connection *connection, char *buffer, size_t capacity) {
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  if (info == NULL || info->client_addr == NULL) {
    return 0;
  }
  socklen_t length = info->client_addr->sa_family == AF_INET6 ? sizeof(struct sockaddr_in6)
                                                              : sizeof(struct sockaddr_in);
  return getnameinfo(info->client_addr, length, buffer, (socklen_t)capacity, NULL, 0,
                     NI_NUMERICHOST) == 0;
}

void cservershim_websocket_accept(const char *key, size_t key_length, char *accept) {
  static const char guid[] = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";
  struct sha1_ctx context;
  uint8_t digest[SHA1_DIGEST_SIZE];
  sha1_init(&context);
  sha1_update(&context, key_length, (const uint8_t *)key);
  sha1_update(&context, sizeof guid - 1, (const uint8_t *)guid);
  sha1_digest(&context, SHA1_DIGEST_SIZE, digest);
  base64_encode_raw(accept, SHA1_DIGEST_SIZE, digest);
  accept[CSERVERSHIM_WEBSOCKET_ACCEPT_LENGTH] = '\0';
}

void cservershim_sha256_base64(const uint8_t *data, size_t length, char *digest_base64) {
  struct sha256_ctx context;
  uint8_t digest[SHA256_DIGEST_SIZE];
  sha256_init(&context);
  sha256_update(&context, length, data);
  sha256_digest(&context, SHA256_DIGEST_SIZE, digest);
  base64_encode_raw(digest_base64, SHA256_DIGEST_SIZE, digest);
  digest_base64[CSERVERSHIM_SHA256_BASE64_LENGTH] = '\0';
}

size_t cservershim_heap_in_use(void) {
    return mallinfo2().uordblks;
}
