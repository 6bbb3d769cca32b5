// Shared modules (react, the router, @beacon/*) are negotiated with the remotes before first use; the async
// boundary of this dynamic import gives federation the moment to do it.
void import('./bootstrap');
