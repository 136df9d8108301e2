<?php

// Hello PHP と出力しよう
// Output Hello PHP
