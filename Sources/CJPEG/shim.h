#include <stdio.h>
#include <stddef.h>
#include <jpeglib.h>
#include <jerror.h>
