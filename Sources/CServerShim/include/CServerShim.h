#ifndef CSERVERSHIM_H
#define CSERVERSHIM_H
/* Placeholder: the transport fills this in. */
int cservershim_version(void);
#endif
