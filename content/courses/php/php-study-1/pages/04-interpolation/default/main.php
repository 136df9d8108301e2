<?php

$item = "apple";
$price = 120;
// 変数を埋め込んで出力しよう
// Print the sentence with the variables embedded
