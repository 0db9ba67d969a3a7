/* epoll for the load tool: Swift's Glibc module does not export <sys/epoll.h>. */
#include <sys/epoll.h>
