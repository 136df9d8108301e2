<?php

$score = (int) fgets(STDIN);
if ($score >= 80) {
    echo "Passed\n";
} else {
    echo "Try again\n";
}
