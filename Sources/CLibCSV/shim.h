#ifndef GYMBO_CLIBCSV_SHIM_H
#define GYMBO_CLIBCSV_SHIM_H
#include <csv.h>
#endif
