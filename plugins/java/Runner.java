import java.io.ByteArrayOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * The java plugin's launcher (plugins/java/README.md): started ahead of a run inside the sandbox, it warms the
 * compiler, says it is ready on fd 3, reads the entry's name (the first line of stdin), compiles the learner's
 * .java files in memory, runs the entry's main in a class loader of its own with the rest of stdin as the
 * learner's, and reports a compile error or an uncaught exception as one JSON line on fd 3. A fresh process
 * serves every run.
 */
public final class Runner {
    private static final JavaCompiler COMPILER = ToolProvider.getSystemJavaCompiler();
    private static final Pattern SYMBOL = Pattern.compile("symbol:\\s+(?:variable|method|class)\\s+(\\w+)");

    public static void main(String[] args) throws Exception {
        compile(List.of(new Source("Warm.java", "public class Warm { public static void main(String[] a) { System.out.println(\"warm \" + a.length); } }")), new DiagnosticCollector<>());
        OutputStream report = new FileOutputStream(reportDescriptor());
        report.write("ready\n".getBytes(StandardCharsets.UTF_8));
        report.flush();
        String entry = readLine(System.in);
        Path work = Path.of(System.getenv("HOME"));
        List<Source> sources = new ArrayList<>();
        try (Stream<Path> files = Files.list(work)) {
            for (Path file : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java")).sorted()::iterator) {
                sources.add(new Source(file.getFileName().toString(), Files.readString(file)));
            }
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        Map<String, byte[]> classes = compile(sources, diagnostics);
        if (classes == null) {
            finish(report, compileError(diagnostics), 1);
            return;
        }
        int status = 0;
        String failure = null;
        try {
            Method main = mainOf(new MemoryLoader(classes), classes, entry.replaceAll("\\.java$", ""));
            if (main == null) {
                failure = json("kind", "NoMainMethod", "message", "no class with public static void main(String[] args) in " + entry);
            } else {
                main.invoke(null, (Object) new String[0]);
            }
        } catch (InvocationTargetException e) {
            failure = exception(e.getCause(), sources);
        } catch (Throwable e) {
            failure = exception(e, sources);
        }
        if (failure != null) status = 1;
        finish(report, failure, status);
    }

    /** fd 3, the host's report channel (a socket: it cannot be opened by path, only adopted). */
    private static FileDescriptor reportDescriptor() throws ReflectiveOperationException {
        FileDescriptor descriptor = new FileDescriptor();
        Field fd = FileDescriptor.class.getDeclaredField("fd");
        fd.setAccessible(true);
        fd.setInt(descriptor, 3);
        return descriptor;
    }

    /** Flushes what the program printed, writes the report if any, and ends the process at once. */
    private static void finish(OutputStream report, String failure, int status) throws IOException {
        System.out.flush();
        System.err.flush();
        if (failure != null) {
            report.write((failure + "\n").getBytes(StandardCharsets.UTF_8));
            report.flush();
        }
        Runtime.getRuntime().halt(status);
    }

    private static String readLine(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (int b = in.read(); b != -1 && b != '\n'; b = in.read()) line.write(b);
        return line.toString(StandardCharsets.UTF_8).trim();
    }

    /** The class whose file the entry names, else the first that has a main method. */
    private static Method mainOf(ClassLoader loader, Map<String, byte[]> classes, String entry) throws ClassNotFoundException {
        List<String> names = new ArrayList<>(classes.keySet());
        names.sort((a, b) -> Boolean.compare(!simple(a).equals(entry), !simple(b).equals(entry)));
        for (String name : names) {
            try {
                Method main = loader.loadClass(name).getMethod("main", String[].class);
                if (Modifier.isStatic(main.getModifiers())) {
                    main.setAccessible(true);
                    return main;
                }
            } catch (NoSuchMethodException e) {
                // Not this one.
            }
        }
        return null;
    }

    private static String simple(String name) {
        return name.substring(name.lastIndexOf('.') + 1);
    }

    private static Map<String, byte[]> compile(List<Source> sources, DiagnosticCollector<JavaFileObject> diagnostics) {
        StandardJavaFileManager standard = COMPILER.getStandardFileManager(diagnostics, Locale.ENGLISH, StandardCharsets.UTF_8);
        Map<String, byte[]> classes = new HashMap<>();
        JavaFileManager files = new ForwardingJavaFileManager<>(standard) {
            @Override
            public JavaFileObject getJavaFileForOutput(Location location, String name, JavaFileObject.Kind kind, FileObject sibling) {
                return new SimpleJavaFileObject(URI.create("mem:///" + name.replace('.', '/') + kind.extension), kind) {
                    @Override
                    public OutputStream openOutputStream() {
                        return new ByteArrayOutputStream() {
                            @Override
                            public void close() {
                                classes.put(name, toByteArray());
                            }
                        };
                    }
                };
            }
        };
        List<String> options = List.of("-proc:none", "-Xlint:none", "-encoding", "UTF-8", "-g");
        boolean ok = COMPILER.getTask(null, files, diagnostics, options, null, sources).call();
        return ok ? classes : null;
    }

    /** The first compile error, with all of them (at most ten) as javac prints them. */
    private static String compileError(DiagnosticCollector<JavaFileObject> diagnostics) {
        List<Diagnostic<? extends JavaFileObject>> errors = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() == Diagnostic.Kind.ERROR) errors.add(d);
        }
        if (errors.isEmpty()) return json("kind", "CompileError", "message", "the program could not be compiled");
        StringBuilder message = new StringBuilder();
        for (Diagnostic<? extends JavaFileObject> d : errors.subList(0, Math.min(10, errors.size()))) {
            if (message.length() > 0) message.append('\n');
            message.append(fileOf(d)).append(':').append(d.getLineNumber()).append(": error: ").append(d.getMessage(Locale.ENGLISH));
        }
        Diagnostic<? extends JavaFileObject> first = errors.get(0);
        String code = first.getCode();
        String text = first.getMessage(Locale.ENGLISH);
        List<String> fields = new ArrayList<>(List.of("message", message.toString(), "file", fileOf(first)));
        if (code.startsWith("compiler.err.cant.resolve")) {
            Matcher symbol = SYMBOL.matcher(text);
            fields.addAll(List.of("kind", "CannotFindSymbol", "category", "undefinedName"));
            if (symbol.find()) fields.addAll(List.of("name", symbol.group(1)));
        } else if (code.contains("expected") || code.contains("premature.eof") || code.contains("illegal") || code.contains("not.stmt") || code.contains("unclosed")) {
            fields.addAll(List.of("kind", "SyntaxError", "category", "syntax"));
        } else if (code.contains("incompatible") || code.contains("prob.found.req") || code.contains("operator.cant.be.applied")) {
            fields.addAll(List.of("kind", "IncompatibleTypes"));
        } else {
            fields.addAll(List.of("kind", "CompileError"));
        }
        return json(fields.toArray(new String[0])).replaceFirst("\\}$", ",\"line\":" + Math.max(1, first.getLineNumber()) + "}");
    }

    private static String fileOf(Diagnostic<? extends JavaFileObject> d) {
        return d.getSource() == null ? "" : Path.of(d.getSource().getName()).getFileName().toString();
    }

    /** An uncaught exception: its class, its text, and the learner's line it happened on. */
    private static String exception(Throwable e, List<Source> sources) {
        if (e instanceof OutOfMemoryError) return json("kind", "OutOfMemoryError", "message", String.valueOf(e)).replaceFirst("\\}$", ",\"memory\":true}");
        for (StackTraceElement frame : e.getStackTrace()) {
            for (Source s : sources) {
                if (s.name.equals(frame.getFileName()) && frame.getLineNumber() > 0) {
                    return json("kind", e.getClass().getSimpleName(), "message", String.valueOf(e), "file", s.name).replaceFirst("\\}$", ",\"line\":" + frame.getLineNumber() + "}");
                }
            }
        }
        return json("kind", e.getClass().getSimpleName(), "message", String.valueOf(e));
    }

    private static String json(String... pairs) {
        StringBuilder out = new StringBuilder("{");
        for (int i = 0; i < pairs.length; i += 2) {
            if (i > 0) out.append(',');
            out.append(quote(pairs[i])).append(':').append(quote(pairs[i + 1]));
        }
        return out.append('}').toString();
    }

    private static String quote(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            if (c == '"' || c == '\\') out.append('\\').append(c);
            else if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
            else out.append(c);
        }
        return out.append('"').toString();
    }

    private static final class Source extends SimpleJavaFileObject {
        final String name;
        final String code;

        Source(String name, String code) {
            super(URI.create("file:///" + name), Kind.SOURCE);
            this.name = name;
            this.code = code;
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return code;
        }
    }

    /** The learner's classes only: its parent is the platform loader, so the launcher's own classes stay out of reach. */
    private static final class MemoryLoader extends ClassLoader {
        private final Map<String, byte[]> classes;

        MemoryLoader(Map<String, byte[]> classes) {
            super(ClassLoader.getPlatformClassLoader());
            this.classes = classes;
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] bytes = classes.get(name);
            if (bytes == null) throw new ClassNotFoundException(name);
            return defineClass(name, bytes, 0, bytes.length);
        }
    }
}
