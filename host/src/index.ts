// Shared modules (react, the router, @beacon/*) are negotiated with the remotes before first use: with federation's
// asyncStartup the entry itself waits for that, so the app starts from here without a bootstrap chunk of its own
// (one request less before anything shows).
import './bootstrap';
