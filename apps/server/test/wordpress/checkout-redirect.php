<?php
/**
 * Where the plugin sends a buyer who opens the checkout page with a given cart:
 *
 *   php checkout-redirect.php <plugin folder> '<cart items as JSON>'
 *
 * Prints the redirect's address (exit 0), or a message and exits with 1 when there is none. Lets
 * woocommerce-plugin.test.ts follow the plugin's hand-off into the real Pagora checkout.
 */

require __DIR__ . '/wp-stand-in.php';
require rtrim( $argv[1], '/' ) . '/pagora-checkout.php';

wp_test_reset( array( 'is_checkout' => true ) );
WC()->cart->contents = json_decode( $argv[2], true );
try {
	pagora_checkout_template_redirect();
} catch ( WP_Test_Redirect $redirect ) {
	echo $redirect->location;
	exit( 0 );
}
echo "sem redirecionamento\n";
exit( 1 );
