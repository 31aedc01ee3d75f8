/*
 * An FTS5 auxiliary function for SQLite: occurrences(fts_table) is the number of matches in a row,
 * counted exactly as highlight() marks them (instances in column 0, overlapping ones merged, as
 * fts5CInstIterNext does in SQLite's fts5_aux.c). It reads the position lists FTS5 already holds,
 * so it costs a fraction of highlight(), which re-reads and re-tokenizes the verse text.
 * Built by scripts/build-native.mjs against the SQLite headers better-sqlite3 ships.
 */
#include "sqlite3ext.h"
SQLITE_EXTENSION_INIT1

static void occurrences(const Fts5ExtensionApi *api, Fts5Context *fts, sqlite3_context *ctx, int argc, sqlite3_value **argv) {
  int n = 0, count = 0, end = -1, i;
  (void)argc;
  (void)argv;
  if (api->xInstCount(fts, &n) != SQLITE_OK) {
    sqlite3_result_error(ctx, "occurrences: xInstCount failed", -1);
    return;
  }
  for (i = 0; i < n; i++) {
    int phrase, col, off, last;
    if (api->xInst(fts, i, &phrase, &col, &off) != SQLITE_OK) {
      sqlite3_result_error(ctx, "occurrences: xInst failed", -1);
      return;
    }
    if (col != 0) continue;
    last = off - 1 + api->xPhraseSize(fts, phrase);
    if (count == 0 || off > end) {
      count++;
      end = last;
    } else if (last > end) {
      end = last;
    }
  }
  sqlite3_result_int(ctx, count);
}

int sqlite3_fts5occurrences_init(sqlite3 *db, char **err, const sqlite3_api_routines *routines) {
  fts5_api *fts = 0;
  sqlite3_stmt *stmt = 0;
  SQLITE_EXTENSION_INIT2(routines);
  if (sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &stmt, 0) != SQLITE_OK) {
    *err = sqlite3_mprintf("fts5-occurrences: this SQLite has no FTS5");
    return SQLITE_ERROR;
  }
  sqlite3_bind_pointer(stmt, 1, (void *)&fts, "fts5_api_ptr", 0);
  sqlite3_step(stmt);
  sqlite3_finalize(stmt);
  if (!fts || fts->iVersion < 2) {
    *err = sqlite3_mprintf("fts5-occurrences: FTS5 API version 2 or later is needed");
    return SQLITE_ERROR;
  }
  return fts->xCreateFunction(fts, "occurrences", 0, occurrences, 0);
}
