package postgres

import (
	"errors"
	"net/url"
	"strings"
	"testing"
	"time"
)

// dsnWithPassword builds DSNs of every shape that carry pw as their password
// (form picks one), with extra settings that may make them malformed.
func dsnWithPassword(form uint8, pw, extra string) string {
	switch form % 6 {
	case 0: // as typed, unencoded
		return "postgres://u:" + pw + "@127.0.0.1:1/db?" + extra
	case 1: // properly encoded
		return "postgresql://" + url.UserPassword("u", pw).String() + "@127.0.0.1:1/db?" + extra
	case 2: // in the URL's query
		return "postgres://u@127.0.0.1:1/db?password=" + url.QueryEscape(pw) + "&" + extra
	case 3: // key=value, unquoted
		return "host=127.0.0.1 port=1 password=" + pw + " " + extra
	case 4: // key=value, quoted
		return "host=127.0.0.1 port=1 password='" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(pw) + "' " + extra
	default: // a client key's password
		return "host=127.0.0.1 port=1 sslpassword=" + pw + " " + extra
	}
}

// FuzzDSNPassword checks that no error parseDSN returns shows the
// password, however the DSN is malformed, and that when pgx does parse a
// password out of a DSN, redact finds it there.
func FuzzDSNPassword(f *testing.F) {
	for _, seed := range []struct {
		form      uint8
		pw, extra string
	}{
		{0, "s3cr3t", ""},
		{0, "s3cr3t", "sslmode=bogus"},
		{0, "s3/cr@3t", "sslmode=disable"},
		{0, "s3%zzcr3t", ""},
		{1, "p@ss:w/rd?&=", "pool_max_conns=many"},
		{2, "s3 cr3t&x=y", "sslmode=bogus"},
		{3, "s3cr3t", "port=x"},
		{3, "s3cr3t&b", "sslmode=bogus"},
		{4, "it's \\ here", "sslmode=bogus"},
		{4, "s3cr3t", "host"},
		{5, "s3cr3t", "sslkey=/nonexistent"},
		{0, "x", "port=x"},
	} {
		f.Add(seed.form, seed.pw, seed.extra)
	}
	f.Fuzz(func(t *testing.T, form uint8, pw, extra string) {
		if strings.Trim(pw, "x \t\n\v\f\r") == "" {
			t.Skip("a password of only x's and spaces is in any message (the mask is xxxxx)")
		}
		if form%6 == 3 || form%6 == 5 {
			if strings.ContainsAny(pw, " \t\n\v\f\r'\\") {
				t.Skip("unquoted, this is not one password but the start of several settings")
			}
		}
		dsn := dsnWithPassword(form, pw, extra)
		cfg, err := parseDSN(dsn)
		if err != nil {
			if strings.Contains(err.Error(), pw) {
				t.Fatalf("parseDSN(%q) error shows the password %q: %v", dsn, pw, err)
			}
			return
		}
		got := cfg.ConnConfig.Password
		if strings.Trim(got, "x") == "" {
			return
		}
		if clean := redact("password "+got+".", dsn, ""); strings.Contains(clean, got) {
			t.Fatalf("pgx parsed the password %q out of %q, but redact does not find it: %q", got, dsn, clean)
		}
	})
}

func TestRedact(t *testing.T) {
	for _, tc := range []struct{ msg, dsn, pw, want string }{
		{"bad: s3cr3t", "postgres://u:s3cr3t@h/db", "", "bad: xxxxx"},
		{"bad: s3 cr3t", "postgres://u:s3%20cr3t@h/db", "", "bad: xxxxx"},
		{"bad: s3cr3t", "host=h password='s3cr3t' port=1", "", "bad: xxxxx"},
		{"bad: it's", `host=h password='it\'s' port=1`, "", "bad: xxxxx"},
		{"bad: s3cr3t", "postgres://u@h/db?password=s3cr3t&sslmode=x", "", "bad: xxxxx"},
		{"bad: s3cr3t", "host=h", "s3cr3t", "bad: xxxxx"},
		{"user=u database=db", "postgres://u:s3cr3t@h/db", "s3cr3t", "user=u database=db"},
	} {
		if got := redact(tc.msg, tc.dsn, tc.pw); got != tc.want {
			t.Errorf("redact(%q, %q, %q) = %q, want %q", tc.msg, tc.dsn, tc.pw, got, tc.want)
		}
	}
}

// TestRedactErr: a password is masked in an error unless it is part of a
// name the message shows by design (a test server's password is often its
// user's name).
func TestRedactErr(t *testing.T) {
	for _, tc := range []struct {
		msg, dsn, pw string
		names        []string
		want         string
	}{
		{"user=u: s3cr3t", "postgres://u:s3cr3t@h/db", "s3cr3t", []string{"u", "db", "h"}, "user=u: xxxxx"},
		{"user=u: s3cr3t", "host=h user=u", "s3cr3t", []string{"u"}, "user=u: xxxxx"},
		{
			"opening h:5432/evergreen_test: user=evergreen",
			"postgres://evergreen:evergreen@h/evergreen_test", "evergreen",
			[]string{"h:5432/evergreen_test", "evergreen", "evergreen_test", "h"},
			"opening h:5432/evergreen_test: user=evergreen",
		},
	} {
		err := redactErr(errors.New(tc.msg), tc.dsn, tc.pw, tc.names...)
		if err.Error() != tc.want {
			t.Errorf("redactErr(%q, %q, %q, %q) = %q, want %q", tc.msg, tc.dsn, tc.pw, tc.names, err, tc.want)
		}
	}
}

func TestDescribe(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"postgres://eve:pw@db:5433/evergreen?sslmode=disable", "postgres://eve@db:5433/evergreen"},
		{"postgresql://eve@db/evergreen?password=pw&sslmode=disable", "postgres://eve@db:5432/evergreen"},
		{"host=db port=5434 dbname=ev user=eve password=pw sslmode=disable", "postgres://eve@db:5434/ev"},
		{"postgres://eve:pw@db:port/x", "(a PostgreSQL DSN that does not parse)"},
	} {
		got := Describe(tc.in)
		if got != tc.want {
			t.Errorf("Describe(%q) = %q, want %q", tc.in, got, tc.want)
		}
		if strings.Contains(got, "pw") {
			t.Errorf("Describe(%q) shows the password: %q", tc.in, got)
		}
	}
}

// TestDSNTimeouts: a session fails fast by default (connect, statement
// and lock timeouts), and a URL's own timeouts are kept.
func TestDSNTimeouts(t *testing.T) {
	cfg, err := parseDSN("postgres://u@h:5432/d")
	if err != nil {
		t.Fatal(err)
	}
	rp := cfg.ConnConfig.RuntimeParams
	if cfg.ConnConfig.ConnectTimeout != 5*time.Second || rp["statement_timeout"] != "10s" || rp["lock_timeout"] != "5s" {
		t.Errorf("defaults: connect %v, statement %q, lock %q", cfg.ConnConfig.ConnectTimeout, rp["statement_timeout"], rp["lock_timeout"])
	}
	cfg, err = parseDSN("postgres://u@h:5432/d?connect_timeout=3&statement_timeout=2s")
	if err != nil {
		t.Fatal(err)
	}
	if cfg.ConnConfig.ConnectTimeout != 3*time.Second || cfg.ConnConfig.RuntimeParams["statement_timeout"] != "2s" {
		t.Errorf("the URL's own: connect %v, statement %q", cfg.ConnConfig.ConnectTimeout, cfg.ConnConfig.RuntimeParams["statement_timeout"])
	}
}
