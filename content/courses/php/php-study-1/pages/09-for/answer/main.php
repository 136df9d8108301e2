<?php

$count = (int) fgets(STDIN);
for ($i = $count; $i >= 1; $i--) {
    echo $i . "\n";
}
echo "Go!\n";
