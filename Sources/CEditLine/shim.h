#ifndef TRIPS_CEDITLINE_SHIM_H
#define TRIPS_CEDITLINE_SHIM_H
#include <stdio.h>
#include <histedit.h>
#include <locale.h>
#endif
