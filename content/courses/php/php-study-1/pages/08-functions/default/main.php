<?php

// 関数 greet を定義しよう
// Define the greet function

// greet を2回呼び出そう
// Call greet twice
