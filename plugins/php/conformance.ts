import type { ConformancePrograms } from '../conformance'

const php = (content: string) => [{ path: 'main.php', content: `<?php\n${content}` }]

const programs: ConformancePrograms = {
  helloWorld: php('echo "Hello, World!\\n";'),
  stdinEcho: php('echo strtoupper(fgets(STDIN));'),
  infiniteLoop: php('while (true) {}'),
  outputFlood: php('while (true) { echo "flood\\n"; }'),
  memoryBomb: php('$data = [];\nwhile (true) { $data[] = str_repeat("x", 10000000); }'),
  readHostFile: php("echo @file_get_contents('/etc/passwd');\necho @file_get_contents('/proc/1/root/etc/passwd');"),
  network: php(`
$port = (int) fgets(STDIN);
$s = @fsockopen('127.0.0.1', $port, $code, $text, 1);
if ($s) { fwrite($s, 'x'); }
$c = @stream_socket_client("tcp://127.0.0.1:$port", $code, $text, 1);
echo "done\\n";
`),
  stateLeak: [
    php("$GLOBALS['leak'] = 1;\nputenv('LEAK=1');\n@file_put_contents('leak.txt', 'x');\n@file_put_contents('/tmp/leak.txt', 'x');"),
    php("echo (getenv('LEAK') || file_exists('leak.txt') || file_exists('/tmp/leak.txt') || isset($GLOBALS['leak'])) ? \"leaked\\n\" : \"clean\\n\";"),
  ],
  // PHP has no bridge to another realm: the ways out are the filesystem's (the launcher's fd, /proc, wrappers).
  hostRealm: php(`
$canary = trim(fgets(STDIN));
$text = '';
foreach (['', '/proc/1/root', '/proc/self/root', 'file://', 'php://filter/resource='] as $prefix) {
  $text = $text ?: @file_get_contents($prefix . $canary);
}
$fd = @fopen('php://fd/3', 'w');
if ($fd) { fwrite($fd, "{\\"kind\\":\\"x\\",\\"message\\":\\"forged\\"}\\n"); }
echo $text ? "ESCAPED $text\\n" : "contained\\n";
`),
  fatalError: php('function deeper($n) { return deeper($n + 1); }\ndeeper(0);'),
  offHeapMemory: php('$kept = [];\nfor ($i = 0; $i < 32; $i++) { $kept[] = str_repeat("\\0", 64 * 1024 * 1024); }\necho "allocated " . (count($kept) * 64) . " MB\\n";'),
  shell: php(`
$canary = trim(fgets(STDIN));
$marker = trim(fgets(STDIN));
foreach ([
  fn () => system("cat $canary"),
  fn () => shell_exec("cat $canary"),
  fn () => exec("nohup sh -c 'sleep 300; : $marker' > /dev/null 2>&1 &"),
  fn () => proc_open(['sh', '-c', "sleep 300; : $marker"], [], $pipes),
  fn () => popen("sleep 300; : $marker", 'r'),
  fn () => file_put_contents("/tmp/$marker", 'x'),
  fn () => file_put_contents($marker, 'x'),
] as $attempt) {
  try { @$attempt(); } catch (Throwable $e) {}
}
echo "done\\n";
`),
  crossLearner: [
    php("@file_put_contents('/tmp/planted', 'x');\nregister_shutdown_function(fn () => @file_put_contents('/tmp/late', 'x'));"),
    php("echo (file_exists('/tmp/planted') || file_exists('/tmp/late')) ? \"leaked\\n\" : \"clean\\n\";"),
  ],
}

export default programs
