<?php
echo strtoupperr("ninja");
