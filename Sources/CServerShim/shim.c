#include "CServerShim.h"
int cservershim_version(void) { return 1; }
