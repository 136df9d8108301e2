<?php

$item = "apple";
$price = 120;
echo "{$item} costs {$price} yen\n";
