<?php
$name = trim(fgets(STDIN));
echo "Hello, {$name}!\n";
