import type { ConformancePrograms } from '../conformance'

const go = (body: string, imports: string[] = []) => [
  { path: 'main.go', content: `package main\n\n${imports.length ? `import (\n${imports.map((i) => `\t"${i}"`).join('\n')}\n)\n\n` : ''}${body}\n` },
]

const programs: ConformancePrograms = {
  helloWorld: go('func main() {\n\tfmt.Println("Hello, World!")\n}', ['fmt']),
  stdinEcho: go('func main() {\n\ts, _ := bufio.NewReader(os.Stdin).ReadString(\'\\n\')\n\tfmt.Print(strings.ToUpper(s))\n}', ['bufio', 'fmt', 'os', 'strings']),
  infiniteLoop: go('func main() {\n\tfor {\n\t}\n}'),
  outputFlood: go('func main() {\n\tfor {\n\t\tfmt.Println("flood")\n\t}\n}', ['fmt']),
  memoryBomb: go('var kept [][]byte\n\nfunc main() {\n\tfor {\n\t\tb := make([]byte, 10_000_000)\n\t\tfor i := range b {\n\t\t\tb[i] = 1\n\t\t}\n\t\tkept = append(kept, b)\n\t}\n}'),
  readHostFile: go('func main() {\n\tfor _, p := range []string{"/etc/passwd", "/proc/1/root/etc/passwd"} {\n\t\tb, _ := os.ReadFile(p)\n\t\tfmt.Print(string(b))\n\t}\n}', ['fmt', 'os']),
  // net is not among the packages a lesson may import: the raw socket system calls are the way left.
  network: go(
    'func main() {\n\tvar port int\n\tfmt.Scan(&port)\n\tfd, err := syscall.Socket(syscall.AF_INET, syscall.SOCK_STREAM, 0)\n\tif err == nil {\n\t\tsyscall.Connect(fd, &syscall.SockaddrInet4{Port: port, Addr: [4]byte{127, 0, 0, 1}})\n\t\tsyscall.Write(fd, []byte("x"))\n\t}\n\tfmt.Println("done")\n}',
    ['fmt', 'syscall'],
  ),
  stateLeak: [
    go('func main() {\n\tos.Setenv("LEAK", "1")\n\tos.WriteFile("leak.txt", []byte("x"), 0o644)\n\tos.WriteFile("/tmp/leak.txt", []byte("x"), 0o644)\n}', ['os']),
    go('func main() {\n\t_, a := os.Stat("leak.txt")\n\t_, b := os.Stat("/tmp/leak.txt")\n\tif os.Getenv("LEAK") != "" || a == nil || b == nil {\n\t\tfmt.Println("leaked")\n\t} else {\n\t\tfmt.Println("clean")\n\t}\n}', ['fmt', 'os']),
  ],
  // Go has no bridge to another realm: the ways out are the filesystem's (/proc, the build folder).
  hostRealm: go(
    'func main() {\n\tvar canary string\n\tfmt.Scanln(&canary)\n\tfor _, prefix := range []string{"", "/proc/1/root", "/proc/self/root"} {\n\t\tif b, err := os.ReadFile(prefix + canary); err == nil {\n\t\t\tfmt.Println("ESCAPED", string(b))\n\t\t\treturn\n\t\t}\n\t}\n\tfmt.Println("contained")\n}',
    ['fmt', 'os'],
  ),
  fatalError: go('func main() {\n\tvar m map[string]int\n\tgo func() { for { m["a"]++ } }()\n\tfor { m["b"]++ }\n}'),
  offHeapMemory: go('func main() {\n\tb, err := syscall.Mmap(-1, 0, 2<<30, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\tfor i := 0; i < len(b); i += 4096 {\n\t\tb[i] = 1\n\t}\n\tfmt.Println("allocated", len(b)>>20, "MB")\n}', ['fmt', 'syscall']),
  shell: go(
    'func main() {\n\tvar canary, marker string\n\tfmt.Scanln(&canary)\n\tfmt.Scanln(&marker)\n\tsyscall.ForkExec("/bin/sh", []string{"sh", "-c", "sleep 300; : " + marker}, nil)\n\tsyscall.Exec("/bin/sh", []string{"sh", "-c", "cat " + canary}, nil)\n\tos.WriteFile("/tmp/"+marker, []byte("x"), 0o644)\n\tos.WriteFile(marker, []byte("x"), 0o644)\n\tfmt.Println("done")\n}',
    ['fmt', 'os', 'syscall'],
  ),
  crossLearner: [
    go('func main() {\n\tos.WriteFile("/tmp/planted", []byte("x"), 0o644)\n\tos.WriteFile("planted", []byte("x"), 0o644)\n}', ['os']),
    go('func main() {\n\t_, a := os.Stat("/tmp/planted")\n\t_, b := os.Stat("planted")\n\tif a == nil || b == nil {\n\t\tfmt.Println("leaked")\n\t} else {\n\t\tfmt.Println("clean")\n\t}\n}', ['fmt', 'os']),
  ],
}

export default programs
