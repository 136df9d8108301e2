<?php

$user = ["name" => "Ken", "age" => 14];
echo $user["name"] . " is " . $user["age"] . " years old\n";
