<?php

function greet($name) {
    echo "Hello, {$name}!\n";
}

greet("Ken");
greet("Mika");
