// Federation needs an async boundary before shared modules are used: the harness starts behind this import.
void import('./bootstrap');
