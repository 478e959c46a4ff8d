#include <sqlite3.h>
// Swift cannot pass SQLITE_TRANSIENT (a cast function pointer) directly.
static inline void (*spendrop_sqlite_transient(void))(void *) { return SQLITE_TRANSIENT; }
