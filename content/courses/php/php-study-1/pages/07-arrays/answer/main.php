<?php

$fruits = ["apple", "banana", "cherry"];
echo $fruits[0] . "\n";
foreach ($fruits as $fruit) {
    echo "I like {$fruit}\n";
}
