<?php
/**
 * Tests of the Pagora Checkout WordPress plugin against the stand-ins in wp-stand-in.php.
 *
 *   php plugin-test.php <plugin folder> <store's checkout URL> <skip cart: 0|1>
 *
 * The folder is the plugin as the merchant downloads it (with the generated pagora-config.php);
 * the URL and the flag are what that file should hold. Prints one "ok"/"not ok" line per check
 * (TAP) and exits with 1 when any failed. Run by apps/server/test/woocommerce-plugin.test.ts.
 */

require __DIR__ . '/wp-stand-in.php';

if ( $argc < 4 ) {
	fwrite( STDERR, "uso: php plugin-test.php <pasta do plugin> <url do checkout> <pular carrinho 0|1>\n" );
	exit( 2 );
}
$plugin_dir      = rtrim( $argv[1], '/' );
$checkout_url    = $argv[2];
$config_skipcart = '1' === $argv[3];

require $plugin_dir . '/pagora-checkout.php';

$results = array();

/**
 * Runs one check: `$check` returns nothing and throws (or calls fail()) when something is wrong.
 */
function check( $name, callable $check ) {
	global $results;
	try {
		$check();
		$results[] = array( true, $name, '' );
	} catch ( Throwable $error ) {
		$results[] = array( false, $name, get_class( $error ) . ': ' . $error->getMessage() );
	}
}

function fail( $message ) {
	throw new RuntimeException( $message );
}

function same( $expected, $actual, $what = '' ) {
	if ( $expected !== $actual ) {
		fail( ( $what ? "{$what}: " : '' ) . 'esperado ' . var_export( $expected, true ) . ', obtido ' . var_export( $actual, true ) );
	}
}

/** What a hook does: the redirect it would send, or null when it lets the request go on. */
function redirect_of( callable $run ) {
	try {
		$run();
	} catch ( WP_Test_Redirect $redirect ) {
		return $redirect;
	}
	return null;
}

function store_settings( array $settings ) {
	$defaults = pagora_checkout_defaults();
	update_option( PAGORA_CHECKOUT_OPTION, array_merge( array( 'config' => $defaults['config'] ), $settings ) );
}

/** A cart: a simple product (10) twice, and two variations (21, 22) of one product (20). */
function sample_cart() {
	return array(
		'a1' => array( 'product_id' => 10, 'variation_id' => 0, 'quantity' => 2 ),
		'b2' => array( 'product_id' => 20, 'variation_id' => 21, 'quantity' => 1 ),
		'c3' => array( 'product_id' => 20, 'variation_id' => 22, 'quantity' => 3 ),
	);
}

$expected_cart_url = $checkout_url . '?itens=' . rawurlencode( 'woo:10:2,woo:20:4' );

check(
	'registers its hooks',
	function () use ( $plugin_dir ) {
		same( 10, has_filter( 'template_redirect', 'pagora_checkout_template_redirect' ), 'template_redirect' );
		same( 20, has_filter( 'woocommerce_add_to_cart_redirect', 'pagora_checkout_add_to_cart_redirect' ), 'woocommerce_add_to_cart_redirect' );
		same( 10, has_filter( 'allowed_redirect_hosts', 'pagora_checkout_allowed_redirect_hosts' ), 'allowed_redirect_hosts' );
		same( 10, has_filter( 'admin_post_pagora_checkout_save', 'pagora_checkout_save_settings' ), 'admin_post' );
		same( 10, has_filter( 'init', 'pagora_checkout_load_textdomain' ), 'init' );
		do_action( 'init' );
		same( array( array( 'pagora-checkout', basename( $plugin_dir ) . '/languages' ) ), $GLOBALS['wp_test']['textdomains'], 'text domain' );
	}
);

check(
	'reads the store settings written into pagora-config.php',
	function () use ( $checkout_url, $config_skipcart ) {
		wp_test_reset();
		$settings = pagora_checkout_settings();
		same( $checkout_url, $settings['checkout_url'], 'checkout_url' );
		same( $config_skipcart, $settings['skip_cart'], 'skip_cart' );
		if ( '' === $settings['config'] ) {
			fail( 'generated_at vazio' );
		}
	}
);

check(
	'checkout page: sends the cart (parent ids of variations, quantities added) to Pagora, keeping utm_*',
	function () use ( $expected_cart_url ) {
		wp_test_reset( array( 'is_checkout' => true ) );
		WC()->cart->contents = sample_cart();
		$_GET                = array( 'utm_source' => 'instagram', 'utm_campaign' => 'black friday', 'outro' => 'x' );
		$redirect            = redirect_of( 'pagora_checkout_template_redirect' );
		if ( ! $redirect ) {
			fail( 'não redirecionou' );
		}
		same( $expected_cart_url . '&utm_source=instagram&utm_campaign=black%20friday', $redirect->location, 'location' );
		same( 302, $redirect->status, 'status' );
	}
);

check(
	'checkout page with an empty cart, order-received or order-pay: WooCommerce goes on',
	function () {
		wp_test_reset( array( 'is_checkout' => true ) );
		same( null, redirect_of( 'pagora_checkout_template_redirect' ), 'carrinho vazio' );
		foreach ( array( 'order-received', 'order-pay' ) as $endpoint ) {
			wp_test_reset( array( 'is_checkout' => true, 'endpoint' => $endpoint ) );
			WC()->cart->contents = sample_cart();
			same( null, redirect_of( 'pagora_checkout_template_redirect' ), $endpoint );
		}
		wp_test_reset();
		WC()->cart->contents = sample_cart();
		same( null, redirect_of( 'pagora_checkout_template_redirect' ), 'outra página' );
	}
);

check(
	'lines without a product or with no quantity are left out',
	function () use ( $checkout_url ) {
		$items = pagora_checkout_cart_items(
			array(
				array( 'product_id' => 0, 'quantity' => 1 ),
				array( 'product_id' => 7, 'quantity' => 0 ),
				array( 'product_id' => '8', 'quantity' => '5' ),
				'lixo',
			)
		);
		same( array( 'woo:8:5' ), $items );
		same( '', pagora_checkout_url( $checkout_url, array() ), 'sem linhas' );
		same( '', pagora_checkout_url( '', $items ), 'sem endereço' );
	}
);

check(
	"cart page: goes to Pagora only with 'Pular carrinho'",
	function () use ( $expected_cart_url ) {
		wp_test_reset( array( 'is_cart' => true ) );
		store_settings( array( 'checkout_url' => pagora_checkout_defaults()['checkout_url'], 'skip_cart' => false ) );
		WC()->cart->contents = sample_cart();
		same( null, redirect_of( 'pagora_checkout_template_redirect' ), 'sem pular carrinho' );
		store_settings( array( 'checkout_url' => pagora_checkout_defaults()['checkout_url'], 'skip_cart' => true ) );
		$redirect = redirect_of( 'pagora_checkout_template_redirect' );
		same( $expected_cart_url, $redirect ? $redirect->location : null, 'pulando o carrinho' );
	}
);

check(
	"add to cart: 'Pular carrinho' goes straight to Pagora; otherwise, and for AJAX buttons, WooCommerce's address stays",
	function () use ( $expected_cart_url ) {
		wp_test_reset();
		$cart_page           = 'https://loja.example/carrinho/';
		$product             = new stdClass();
		WC()->cart->contents = sample_cart();
		store_settings( array( 'checkout_url' => pagora_checkout_defaults()['checkout_url'], 'skip_cart' => false ) );
		same( $cart_page, apply_filters( 'woocommerce_add_to_cart_redirect', $cart_page, $product ), 'sem pular carrinho' );
		same( false, get_option( 'woocommerce_cart_redirect_after_add' ), 'opção do WooCommerce' );
		store_settings( array( 'checkout_url' => pagora_checkout_defaults()['checkout_url'], 'skip_cart' => true ) );
		same( $expected_cart_url, apply_filters( 'woocommerce_add_to_cart_redirect', $cart_page, $product ), 'pulando o carrinho' );
		same( $cart_page, apply_filters( 'woocommerce_add_to_cart_redirect', $cart_page, null ), 'endereço dos botões AJAX' );
		same( 'yes', get_option( 'woocommerce_cart_redirect_after_add' ), 'botões AJAX vão ao carrinho' );
		$GLOBALS['wp_test']['is_admin'] = true;
		same( false, get_option( 'woocommerce_cart_redirect_after_add' ), 'o painel mostra o valor salvo' );
	}
);

check(
	"wp_safe_redirect may go to the Pagora host and to no other",
	function () use ( $checkout_url ) {
		wp_test_reset();
		$host  = parse_url( $checkout_url, PHP_URL_HOST );
		$hosts = apply_filters( 'allowed_redirect_hosts', array( 'loja.example' ), $host );
		same( array( 'loja.example', strtolower( $host ) ), $hosts );
		$elsewhere = redirect_of(
			function () {
				wp_safe_redirect( 'https://outro.example/x' );
			}
		);
		same( 'https://loja.example/wp-admin/', $elsewhere->location, 'outro host' );
	}
);

check(
	'without an address (a copy not downloaded from Pagora) nothing is redirected',
	function () {
		wp_test_reset( array( 'is_checkout' => true ) );
		store_settings( array( 'checkout_url' => '', 'skip_cart' => true ) );
		WC()->cart->contents = sample_cart();
		same( null, redirect_of( 'pagora_checkout_template_redirect' ) );
		same( false, get_option( 'woocommerce_cart_redirect_after_add' ), 'opção do WooCommerce' );
	}
);

check(
	'settings saved for an older download give way to the new pagora-config.php',
	function () use ( $checkout_url, $config_skipcart ) {
		wp_test_reset();
		update_option(
			PAGORA_CHECKOUT_OPTION,
			array( 'checkout_url' => 'https://antigo.example/c/1/carrinho', 'skip_cart' => ! $config_skipcart, 'config' => '2020-01-01T00:00:00.000Z' )
		);
		same( $checkout_url, pagora_checkout_settings()['checkout_url'] );
		same( $config_skipcart, pagora_checkout_settings()['skip_cart'] );
	}
);

check(
	'settings page: only for managers, with a nonce field and the stored values',
	function () {
		wp_test_reset();
		try {
			pagora_checkout_render_settings_page();
			fail( 'abriu sem permissão' );
		} catch ( WP_Test_Die $die ) {
			same( 403, $die->response, 'status' );
		}
		$GLOBALS['wp_test']['capabilities'] = array( 'manage_woocommerce' );
		update_option( PAGORA_CHECKOUT_OPTION, array( 'checkout_url' => 'https://pagora.example/c/1/carrinho', 'skip_cart' => true, 'config' => pagora_checkout_defaults()['config'] ) );
		ob_start();
		pagora_checkout_render_settings_page();
		$html = ob_get_clean();
		foreach (
			array(
				'name="action" value="pagora_checkout_save"',
				'name="pagora_checkout_nonce" value="' . wp_create_nonce( 'pagora_checkout_save' ) . '"',
				'value="https://pagora.example/c/1/carrinho"',
				"checked='checked'",
				'Pular carrinho',
			) as $expected
		) {
			if ( false === strpos( $html, $expected ) ) {
				fail( "a página não tem {$expected}" );
			}
		}
		do_action( 'admin_menu' );
		same( 'manage_woocommerce', $GLOBALS['wp_test']['submenus'][0]['capability'], 'capacidade do menu' );
		same( 'woocommerce', $GLOBALS['wp_test']['submenus'][0]['parent'], 'menu do WooCommerce' );
	}
);

check(
	'saving settings: refused without the capability or a valid nonce; sanitized and stored otherwise',
	function () use ( $checkout_url ) {
		wp_test_reset();
		$_POST = array(
			'pagora_checkout_nonce' => wp_create_nonce( 'pagora_checkout_save' ),
			'checkout_url'          => ' HTTPS://Pagora.Example/c/9/carrinho/?x=1 ',
			'skip_cart'             => '1',
		);
		try {
			do_action( 'admin_post_pagora_checkout_save' );
			fail( 'salvou sem permissão' );
		} catch ( WP_Test_Die $die ) {
			same( 403, $die->response, 'sem permissão' );
		}
		$GLOBALS['wp_test']['capabilities'] = array( 'manage_woocommerce' );
		$_POST['pagora_checkout_nonce']     = 'forjado';
		try {
			do_action( 'admin_post_pagora_checkout_save' );
			fail( 'salvou sem nonce válido' );
		} catch ( WP_Test_Die $die ) {
			same( 403, $die->response, 'nonce' );
		}
		same( false, get_option( PAGORA_CHECKOUT_OPTION ), 'nada salvo' );

		$_POST['pagora_checkout_nonce'] = wp_create_nonce( 'pagora_checkout_save' );
		$redirect                       = redirect_of(
			function () {
				do_action( 'admin_post_pagora_checkout_save' );
			}
		);
		same( 'https://loja.example/wp-admin/admin.php?page=pagora-checkout&pagora-checkout-saved=1', $redirect->location, 'volta à página' );
		same(
			array( 'checkout_url' => 'https://pagora.example/c/9/carrinho', 'skip_cart' => true, 'config' => pagora_checkout_defaults()['config'] ),
			get_option( PAGORA_CHECKOUT_OPTION ),
			'opção salva'
		);

		$_POST['checkout_url'] = 'javascript:alert(1)';
		unset( $_POST['skip_cart'] );
		$redirect = redirect_of(
			function () {
				do_action( 'admin_post_pagora_checkout_save' );
			}
		);
		same( 'https://loja.example/wp-admin/admin.php?page=pagora-checkout&pagora-checkout-error=url', $redirect->location, 'endereço recusado' );
		same( 'https://pagora.example/c/9/carrinho', get_option( PAGORA_CHECKOUT_OPTION )['checkout_url'], 'opção mantida' );
	}
);

check(
	'uninstall.php removes the option',
	function () use ( $plugin_dir ) {
		wp_test_reset();
		store_settings( array( 'checkout_url' => 'https://pagora.example/c/1/carrinho', 'skip_cart' => true ) );
		define( 'WP_UNINSTALL_PLUGIN', 'pagora-checkout/pagora-checkout.php' );
		include $plugin_dir . '/uninstall.php';
		same( false, get_option( PAGORA_CHECKOUT_OPTION ) );
	}
);

check(
	'every string a person reads uses the pagora-checkout text domain',
	function () {
		same( array( 'pagora-checkout' ), array_keys( isset( $GLOBALS['wp_test_text_domains'] ) ? $GLOBALS['wp_test_text_domains'] : array() ) );
	}
);

$failed = 0;
echo 'TAP version 13' . PHP_EOL . '1..' . count( $results ) . PHP_EOL;
foreach ( $results as $index => $result ) {
	list( $passed, $name, $detail ) = $result;
	echo ( $passed ? 'ok' : 'not ok' ) . ' ' . ( $index + 1 ) . ' - ' . $name . ( $passed ? '' : ' # ' . $detail ) . PHP_EOL;
	if ( ! $passed ) {
		++$failed;
	}
}
exit( $failed > 0 ? 1 : 0 );
