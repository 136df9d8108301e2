<?php

echo (9 + 3) . "\n";
echo (7 / 2) . "\n";
echo (7 % 2) . "\n";
