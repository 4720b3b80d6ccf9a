<?php
/**
 * Minimal stand-ins for the WordPress and WooCommerce functions the Pagora Checkout plugin calls,
 * behaving as the real ones do for the inputs the tests give them (hooks with priorities and
 * accepted arguments, options, escaping, wp_safe_redirect()'s allowed-hosts check, nonces,
 * capabilities, conditional tags and WC()->cart->get_cart()). Redirects and wp_die() throw instead
 * of ending the script, so a test can look at what would have been sent.
 *
 * State lives in $GLOBALS['wp_test'], reset by wp_test_reset().
 */

define( 'ABSPATH', __DIR__ . '/' );

final class WP_Test_Redirect extends Exception {
	/** @var string */
	public $location;
	/** @var int */
	public $status;
	public function __construct( $location, $status ) {
		parent::__construct( "redirect {$status} {$location}" );
		$this->location = $location;
		$this->status   = $status;
	}
}

final class WP_Test_Die extends Exception {
	/** @var int */
	public $response;
	public function __construct( $message, $response ) {
		parent::__construct( (string) $message );
		$this->response = $response;
	}
}

final class WP_Test_Cart {
	/** @var array */
	public $contents = array();
	public function get_cart() {
		return $this->contents;
	}
}

final class WP_Test_WooCommerce {
	/** @var WP_Test_Cart */
	public $cart;
	public function __construct() {
		$this->cart = new WP_Test_Cart();
	}
}

function wp_test_reset( array $state = array() ) {
	$hooks             = isset( $GLOBALS['wp_test']['hooks'] ) ? $GLOBALS['wp_test']['hooks'] : array();
	$GLOBALS['wp_test'] = array_merge(
		array(
			'hooks'        => $hooks,
			'options'      => array(),
			'home'         => 'https://loja.example',
			'is_checkout'  => false,
			'is_cart'      => false,
			'endpoint'     => '',
			'is_admin'     => false,
			'doing_ajax'   => false,
			'capabilities' => array(),
			'nonces'       => array(),
		),
		$state
	);
	$GLOBALS['woocommerce'] = new WP_Test_WooCommerce();
	$_GET                   = array();
	$_POST                  = array();
}

// Hooks (https://developer.wordpress.org/plugins/hooks/).

function add_filter( $hook, $callback, $priority = 10, $accepted_args = 1 ) {
	$GLOBALS['wp_test']['hooks'][ $hook ][ $priority ][] = array( $callback, $accepted_args );
	return true;
}

function add_action( $hook, $callback, $priority = 10, $accepted_args = 1 ) {
	return add_filter( $hook, $callback, $priority, $accepted_args );
}

function apply_filters( $hook, $value, ...$args ) {
	if ( empty( $GLOBALS['wp_test']['hooks'][ $hook ] ) ) {
		return $value;
	}
	$by_priority = $GLOBALS['wp_test']['hooks'][ $hook ];
	ksort( $by_priority );
	foreach ( $by_priority as $callbacks ) {
		foreach ( $callbacks as $entry ) {
			$value = call_user_func_array( $entry[0], array_slice( array_merge( array( $value ), $args ), 0, $entry[1] ) );
		}
	}
	return $value;
}

function do_action( $hook, ...$args ) {
	apply_filters( $hook, isset( $args[0] ) ? $args[0] : '', ...array_slice( $args, 1 ) );
}

function has_filter( $hook, $callback ) {
	foreach ( isset( $GLOBALS['wp_test']['hooks'][ $hook ] ) ? $GLOBALS['wp_test']['hooks'][ $hook ] : array() as $priority => $callbacks ) {
		foreach ( $callbacks as $entry ) {
			if ( $entry[0] === $callback ) {
				return $priority;
			}
		}
	}
	return false;
}

// Options.

function get_option( $name, $default_value = false ) {
	$pre = apply_filters( "pre_option_{$name}", false, $name, $default_value );
	if ( false !== $pre ) {
		return $pre;
	}
	return array_key_exists( $name, $GLOBALS['wp_test']['options'] ) ? $GLOBALS['wp_test']['options'][ $name ] : $default_value;
}

function update_option( $name, $value ) {
	$GLOBALS['wp_test']['options'][ $name ] = $value;
	return true;
}

function delete_option( $name ) {
	$existed = array_key_exists( $name, $GLOBALS['wp_test']['options'] );
	unset( $GLOBALS['wp_test']['options'][ $name ] );
	return $existed;
}

// Plugins, i18n, URLs.

function plugin_basename( $file ) {
	return basename( dirname( $file ) ) . '/' . basename( $file );
}

function load_plugin_textdomain( $domain, $deprecated = false, $path = false ) {
	$GLOBALS['wp_test']['textdomains'][] = array( $domain, $path );
	return true;
}

function __( $text, $domain = 'default' ) {
	$GLOBALS['wp_test_text_domains'][ $domain ] = true;
	return $text;
}

function esc_html__( $text, $domain = 'default' ) {
	return esc_html( __( $text, $domain ) );
}

function home_url( $path = '' ) {
	return $GLOBALS['wp_test']['home'] . '/' . ltrim( $path, '/' );
}

function admin_url( $path = '' ) {
	return home_url( 'wp-admin/' . ltrim( $path, '/' ) );
}

function wp_parse_url( $url, $component = -1 ) {
	return parse_url( $url, $component );
}

function add_query_arg( $key, $value, $url ) {
	return $url . ( false === strpos( $url, '?' ) ? '?' : '&' ) . rawurlencode( $key ) . '=' . rawurlencode( $value );
}

// Escaping and sanitizing (https://developer.wordpress.org/apis/security/).

function esc_html( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' );
}

function esc_attr( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' );
}

function esc_url_raw( $url, $protocols = null ) {
	$url = trim( (string) $url );
	if ( '' === $url || preg_match( '/[\s"<>`]/', $url ) ) {
		return '';
	}
	$protocols = $protocols ? $protocols : array( 'http', 'https' );
	$scheme    = strtolower( (string) parse_url( $url, PHP_URL_SCHEME ) );
	return in_array( $scheme, $protocols, true ) ? $url : '';
}

function esc_url( $url ) {
	return esc_html( esc_url_raw( $url ) );
}

function sanitize_text_field( $text ) {
	return trim( preg_replace( '/[\r\n\t ]+/', ' ', strip_tags( (string) $text ) ) );
}

function wp_unslash( $value ) {
	return is_string( $value ) ? stripslashes( $value ) : $value;
}

function absint( $value ) {
	return abs( (int) $value );
}

function checked( $checked, $current = true ) {
	if ( (string) $checked === (string) $current ) {
		echo " checked='checked'";
	}
}

// Users, nonces, admin.

function current_user_can( $capability ) {
	return in_array( $capability, $GLOBALS['wp_test']['capabilities'], true );
}

function wp_create_nonce( $action ) {
	return substr( md5( 'nonce:' . $action ), 0, 10 );
}

function wp_nonce_field( $action, $name ) {
	echo '<input type="hidden" name="' . esc_attr( $name ) . '" value="' . esc_attr( wp_create_nonce( $action ) ) . '" />';
}

function check_admin_referer( $action, $name ) {
	$request = array_merge( $_GET, $_POST );
	$given   = isset( $request[ $name ] ) ? $request[ $name ] : '';
	if ( $given !== wp_create_nonce( $action ) ) {
		// WordPress answers "The link you followed has expired." with status 403.
		throw new WP_Test_Die( 'The link you followed has expired.', 403 );
	}
	return 1;
}

function wp_die( $message = '', $title = '', $args = array() ) {
	throw new WP_Test_Die( $message, isset( $args['response'] ) ? $args['response'] : 500 );
}

function is_admin() {
	return $GLOBALS['wp_test']['is_admin'];
}

function wp_doing_ajax() {
	return $GLOBALS['wp_test']['doing_ajax'];
}

function add_submenu_page( $parent, $page_title, $menu_title, $capability, $slug, $callback ) {
	$GLOBALS['wp_test']['submenus'][] = compact( 'parent', 'page_title', 'menu_title', 'capability', 'slug', 'callback' );
	return $slug;
}

function submit_button( $text ) {
	echo '<input type="submit" class="button button-primary" value="' . esc_attr( $text ) . '" />';
}

// Redirects, as wp_safe_redirect() does them: a host not in 'allowed_redirect_hosts' (the site's
// own by default) is replaced by the admin URL.

function wp_safe_redirect( $location, $status = 302, $x_redirect_by = 'WordPress' ) {
	$host    = parse_url( $location, PHP_URL_HOST );
	$allowed = (array) apply_filters( 'allowed_redirect_hosts', array( parse_url( $GLOBALS['wp_test']['home'], PHP_URL_HOST ) ), $host ? $host : '' );
	if ( $host && ! in_array( strtolower( $host ), $allowed, true ) ) {
		$location = admin_url();
	}
	throw new WP_Test_Redirect( $location, $status );
}

// WooCommerce.

function WC() { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName
	return $GLOBALS['woocommerce'];
}

function is_checkout() {
	return $GLOBALS['wp_test']['is_checkout'];
}

function is_cart() {
	return $GLOBALS['wp_test']['is_cart'];
}

function is_wc_endpoint_url( $endpoint = false ) {
	return $endpoint === $GLOBALS['wp_test']['endpoint'];
}

wp_test_reset();
