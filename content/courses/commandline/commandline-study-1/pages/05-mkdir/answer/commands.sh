mkdir photos
mkdir photos/summer
ls photos
