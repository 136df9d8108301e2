<?php

$name = trim(fgets(STDIN));
$number = (int) fgets(STDIN);
echo "Hello, {$name}\n";
echo ($number * 2) . "\n";
