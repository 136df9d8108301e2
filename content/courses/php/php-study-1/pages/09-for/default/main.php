<?php

$count = (int) fgets(STDIN);
// for 文を使ってカウントダウンしよう
// Count down with a for loop
