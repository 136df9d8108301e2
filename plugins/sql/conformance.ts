import type { ConformancePrograms } from '../conformance'

const sql = (content: string) => [{ path: 'query.sql', content }]

const programs: ConformancePrograms = {
  support: [{ path: 'seed.sql', content: "CREATE TABLE words (word TEXT); INSERT INTO words VALUES ('ninja');" }],
  helloWorld: sql("SELECT 'Hello, World!' AS greeting;"),
  // SQL has no stdin: a page's data comes from its seed, which stands in for it here.
  stdinEcho: sql('SELECT upper(word) FROM words;'),
  infiniteLoop: sql('WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n;'),
  outputFlood: sql("WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 2000000) SELECT x, 'flooding the output' FROM n;"),
  memoryBomb: sql("WITH RECURSIVE s(x) AS (SELECT 'x' UNION ALL SELECT x || x FROM s WHERE length(x) < 1e9) SELECT max(length(x)) FROM s;"),
  readHostFile: sql("SELECT readfile('/etc/passwd');"),
  // sql.js has no socket: no SQL function can reach the network. Prove that none of the usual suspects exists.
  network: sql(
    "SELECT CASE WHEN count(*) > 0 THEN 'connected' ELSE 'offline' END AS reach FROM pragma_function_list WHERE name IN ('http_get', 'fetch', 'load_extension', 'readfile', 'writefile', 'edit');",
  ),
  stateLeak: [sql("CREATE TABLE leak (x); INSERT INTO leak VALUES (1);"), sql("SELECT CASE WHEN count(*) = 0 THEN 'clean' ELSE 'leaked' END AS state FROM sqlite_master WHERE name = 'leak';")],
  // SQL's bridge out of the engine is fts3_tokenizer (it installs a tokenizer by pointer, the classic SQLite
  // exploit); readfile, load_extension and the like must not exist.
  hostRealm: sql(
    "SELECT 'ESCAPED' AS reach FROM (SELECT fts3_tokenizer('simple', x'4141414141414141')) UNION ALL SELECT 'ESCAPED' FROM pragma_function_list WHERE name IN ('readfile', 'writefile', 'load_extension', 'edit', 'eval');",
  ),
  // A 25 MB BLOB in a result: turned into text whole, it once aborted the judge.
  fatalError: sql('SELECT randomblob(25000000) AS blob;'),
  // SQLite's own heap (C memory inside WebAssembly): a 2 GB string built from BLOBs.
  offHeapMemory: sql('WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 100000) SELECT length(group_concat(hex(randomblob(10000)))) AS size FROM n;'),
  shell: sql(
    "SELECT CASE WHEN count(*) > 0 THEN 'ESCAPED' ELSE 'contained' END AS reach FROM pragma_function_list WHERE name IN ('system', 'shell', 'exec', 'popen');",
  ),
  // An attached database file outlived the run in sql.js's file system, for whoever ran next.
  crossLearner: [
    sql("ATTACH 'shared.db' AS shared; CREATE TABLE shared.loot (secret TEXT); INSERT INTO shared.loot VALUES ('mine');"),
    sql("ATTACH 'shared.db' AS shared; SELECT CASE WHEN count(*) > 0 THEN 'leaked' ELSE 'clean' END AS state FROM shared.sqlite_master WHERE name = 'loot';"),
  ],
}
export default programs
