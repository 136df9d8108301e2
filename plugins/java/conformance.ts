import type { ConformancePrograms } from '../conformance'

const java = (body: string, imports: string[] = []) => [
  { path: 'Main.java', content: `${imports.map((i) => `import ${i};\n`).join('')}\npublic class Main {\n${body}\n}\n` },
]
const main = (body: string, imports: string[] = []) => java(`  public static void main(String[] args) throws Exception {\n${body}\n  }`, imports)

const programs: ConformancePrograms = {
  helloWorld: main('    System.out.println("Hello, World!");'),
  stdinEcho: main('    System.out.println(new Scanner(System.in).nextLine().toUpperCase());', ['java.util.Scanner']),
  infiniteLoop: main('    while (true) {}'),
  outputFlood: main('    while (true) System.out.println("flood");'),
  memoryBomb: main('    List<byte[]> kept = new ArrayList<>();\n    while (true) kept.add(new byte[10_000_000]);', ['java.util.List', 'java.util.ArrayList']),
  readHostFile: main(
    '    for (String p : new String[] {"/etc/passwd", "/proc/1/root/etc/passwd"}) {\n      try { System.out.print(Files.readString(Path.of(p))); } catch (Exception e) {}\n    }',
    ['java.nio.file.Files', 'java.nio.file.Path'],
  ),
  network: main(
    '    int port = Integer.parseInt(new Scanner(System.in).nextLine().trim());\n    try (Socket s = new Socket("127.0.0.1", port)) { s.getOutputStream().write(1); } catch (Exception e) {}\n    System.out.println("done");',
    ['java.net.Socket', 'java.util.Scanner'],
  ),
  stateLeak: [
    main('    System.setProperty("leak", "1");\n    try { Files.writeString(Path.of("leak.txt"), "x"); } catch (Exception e) {}\n    try { Files.writeString(Path.of("/tmp/leak.txt"), "x"); } catch (Exception e) {}', ['java.nio.file.Files', 'java.nio.file.Path']),
    main(
      '    boolean leaked = System.getProperty("leak") != null || Files.exists(Path.of("leak.txt")) || Files.exists(Path.of("/tmp/leak.txt"));\n    System.out.println(leaked ? "leaked" : "clean");',
      ['java.nio.file.Files', 'java.nio.file.Path'],
    ),
  ],
  // Java has no bridge to another realm: the launcher's classes (reachable, holding nothing) and the filesystem.
  hostRealm: main(
    '    String canary = new Scanner(System.in).nextLine().trim();\n    String text = null;\n    for (String prefix : new String[] {"", "/proc/1/root", "/proc/self/root"}) {\n      try { text = Files.readString(Path.of(prefix + canary)); break; } catch (Exception e) {}\n    }\n    try { Class<?> runner = Thread.currentThread().getContextClassLoader().loadClass("Runner"); System.out.println("launcher " + runner.getName()); } catch (Throwable e) {}\n    System.out.println(text == null ? "contained" : "ESCAPED " + text);',
    ['java.nio.file.Files', 'java.nio.file.Path', 'java.util.Scanner'],
  ),
  fatalError: java('  static int deeper(int n) { return deeper(n + 1) + 1; }\n  public static void main(String[] args) { deeper(0); }'),
  offHeapMemory: main(
    '    List<ByteBuffer> kept = new ArrayList<>();\n    for (int i = 0; i < 32; i++) kept.add(ByteBuffer.allocateDirect(64 << 20));\n    System.out.println("allocated " + kept.size() * 64 + " MB");',
    ['java.nio.ByteBuffer', 'java.util.List', 'java.util.ArrayList'],
  ),
  shell: main(
    '    Scanner in = new Scanner(System.in);\n    String canary = in.nextLine().trim(), marker = in.nextLine().trim();\n    try { System.out.println(new String(Runtime.getRuntime().exec(new String[] {"cat", canary}).getInputStream().readAllBytes())); } catch (Exception e) {}\n    try { new ProcessBuilder("sh", "-c", "sleep 300; : " + marker).start(); } catch (Exception e) {}\n    try { Files.writeString(Path.of("/tmp/" + marker), "x"); } catch (Exception e) {}\n    try { Files.writeString(Path.of(marker), "x"); } catch (Exception e) {}\n    System.out.println("done");',
    ['java.nio.file.Files', 'java.nio.file.Path', 'java.util.Scanner'],
  ),
  crossLearner: [
    main('    try { Files.writeString(Path.of("/tmp/planted"), "x"); } catch (Exception e) {}\n    Runtime.getRuntime().addShutdownHook(new Thread(() -> { try { Files.writeString(Path.of("/tmp/late"), "x"); } catch (Exception e) {} }));', ['java.nio.file.Files', 'java.nio.file.Path']),
    main('    System.out.println(Files.exists(Path.of("/tmp/planted")) || Files.exists(Path.of("/tmp/late")) ? "leaked" : "clean");', ['java.nio.file.Files', 'java.nio.file.Path']),
  ],
}

export default programs
