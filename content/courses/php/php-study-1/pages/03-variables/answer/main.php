<?php

$name = "Ken";
$age = 14;
echo $name . " is " . $age . " years old\n";
