#include <nettle/sha1.h>
#include <nettle/sha2.h>
#include <nettle/base64.h>
