<?php
// The php plugin's launcher (plugins/php/README.md): started ahead of a run inside the sandbox, it says it is
// ready on fd 3, reads the entry's name (the first line of stdin), runs it with the rest of stdin as the
// learner's, and reports the error that ends the program as one JSON line on fd 3. A fresh process serves
// every run. A warning prints as PHP prints it; an undefined variable ends the run (a beginner's typo, named).
$__report = fopen('php://fd/3', 'w');
fwrite($__report, "ready\n");
$__entry = trim((string) fgets(STDIN));
$__work = getenv('HOME') . '/';

function __place(string $file, int $line, string $work): array
{
    return str_starts_with($file, $work) ? ['file' => substr($file, strlen($work)), 'line' => $line] : [];
}

function __send($to, array $data): void
{
    fflush(STDOUT);
    fwrite($to, json_encode($data, JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE) . "\n");
}

set_error_handler(function (int $level, string $message, string $file, int $line) use ($__report, $__work) {
    // Silenced with @: as PHP itself would, say nothing.
    if (!(error_reporting() & $level)) {
        return true;
    }
    if (preg_match('/^Undefined variable \$(\w+)/', $message, $m)) {
        __send($__report, ['kind' => 'UndefinedVariable', 'message' => $message, 'category' => 'undefinedName', 'name' => '$' . $m[1]] + __place($file, $line, $__work));
        exit(1);
    }
    $label = match ($level) { E_WARNING, E_USER_WARNING => 'Warning', E_NOTICE, E_USER_NOTICE => 'Notice', E_DEPRECATED, E_USER_DEPRECATED => 'Deprecated', default => 'Error' };
    $where = __place($file, $line, $__work);
    fwrite(STDERR, "$label: $message" . ($where ? " in {$where['file']} on line {$where['line']}" : '') . "\n");
    return true;
});

// What no handler sees: running out of memory or time is fatal in PHP.
register_shutdown_function(function () use ($__report, $__work) {
    $last = error_get_last();
    if ($last && in_array($last['type'], [E_ERROR, E_CORE_ERROR, E_COMPILE_ERROR], true)) {
        $memory = str_contains($last['message'], 'Allowed memory size') || str_contains($last['message'], 'Out of memory');
        __send($__report, ['kind' => 'FatalError', 'message' => $last['message'], 'memory' => $memory] + __place($last['file'], $last['line'], $__work));
    }
});

chdir($__work);
try {
    (static function (string $__file) {
        include $__file;
    })($__work . $__entry);
} catch (Throwable $e) {
    $data = ['kind' => (new ReflectionClass($e))->getShortName(), 'message' => str_replace($__work, '', $e->getMessage())] + __place($e->getFile(), $e->getLine(), $__work);
    if ($e instanceof ParseError) {
        $data['category'] = 'syntax';
    } elseif ($e instanceof Error && preg_match('/^Call to undefined function (\w+)\(\)/', $e->getMessage(), $m)) {
        $data['category'] = 'undefinedName';
        $data['name'] = $m[1];
    } elseif ($e instanceof Error && preg_match('/^Undefined constant "(\w+)"/', $e->getMessage(), $m)) {
        $data['category'] = 'undefinedName';
        $data['name'] = $m[1];
    }
    __send($__report, $data);
    exit(1);
}
