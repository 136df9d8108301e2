<?php
$name = "Ken";
echo $nmae;
