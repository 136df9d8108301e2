<?php

function withTax($price) {
    return $price * 110 / 100;
}

echo withTax(1000) . "\n";
echo withTax(250) . "\n";
