package postgres

import (
	"cmp"
	"fmt"
	"net"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// dsnForms is shown with a DSN that cannot be parsed.
const dsnForms = "want postgres://user:password@host:5432/dbname?sslmode=… or host=… port=… dbname=… user=… password=…"

// parseDSN parses dsn into a pool configuration and fixes the session
// settings the package doc promises. Its error never contains the DSN
// itself, which may hold a password.
func parseDSN(dsn string) (*pgxpool.Config, error) {
	if strings.TrimSpace(dsn) == "" {
		return nil, fmt.Errorf("postgres: empty DSN (%s)", dsnForms)
	}
	cfg, err := pgxpool.ParseConfig(dsn)
	if err != nil {
		// pgx's message is "cannot parse `<DSN, password masked>`: why".
		// Its masking is best effort on a malformed DSN, so the DSN is
		// dropped altogether and only the why is kept (should the why
		// itself hold "`: ", less of it is kept, never more). pgx's error
		// is not wrapped either: it carries the DSN in a field.
		why := err.Error()
		if i := strings.LastIndex(why, "`: "); strings.HasPrefix(why, "cannot parse `") && i >= 0 {
			why = why[i+len("`: "):]
		} else {
			why = "cannot parse it"
		}
		return nil, &redactedError{msg: redact(fmt.Sprintf("postgres: bad DSN: %s (%s)", why, dsnForms), dsn, "")}
	}
	// The durability and concurrency promises of the package doc rest on
	// these; they override whatever the DSN or the server's defaults say.
	cfg.ConnConfig.RuntimeParams["synchronous_commit"] = "on"
	cfg.ConnConfig.RuntimeParams["default_transaction_isolation"] = "read committed"
	// Fail fast: a connection that takes more than 5 s to open, a
	// statement that runs more than 10 s, a lock waited on more than 5 s
	// are errors, not waits (a DSN may set its own: connect_timeout,
	// statement_timeout=…, lock_timeout=… in the URL).
	if cfg.ConnConfig.ConnectTimeout == 0 {
		cfg.ConnConfig.ConnectTimeout = 5 * time.Second
	}
	for k, v := range map[string]string{"statement_timeout": "10s", "lock_timeout": "5s"} {
		if _, ok := cfg.ConnConfig.RuntimeParams[k]; !ok {
			cfg.ConnConfig.RuntimeParams[k] = v
		}
	}
	return cfg, nil
}

// where names the database cfg points at, for error messages: host:port/db.
func where(cfg *pgxpool.Config) string {
	c := cfg.ConnConfig
	return net.JoinHostPort(c.Host, strconv.Itoa(int(c.Port))) + "/" + c.Database
}

// redactedError is an error whose message has been cleaned of passwords;
// err (possibly nil) is kept for errors.Is and errors.As.
type redactedError struct {
	msg string
	err error
}

func (e *redactedError) Error() string { return e.msg }
func (e *redactedError) Unwrap() error { return e.err }

// redactErr returns err with every password found in dsn, and password
// itself, masked in its message, except strings found within one of
// names: the user, database, host and schema names a message shows by
// design. A password that is part of such a name is shown by the name
// anyway (without saying it is a password), and masking it would garble
// the message.
func redactErr(err error, dsn, password string, names ...string) error {
	msg := err.Error()
	secrets := slices.DeleteFunc(append(dsnPasswords(dsn), password), func(s string) bool {
		return slices.ContainsFunc(names, func(name string) bool { return strings.Contains(name, s) })
	})
	if clean := mask(msg, secrets); clean != msg {
		return &redactedError{msg: clean, err: err}
	}
	return err
}

// redact masks in msg every string that dsn may give as a password, and
// password itself. It errs on the side of masking: a malformed DSN is
// searched for every reading of it that pgx might have taken.
func redact(msg, dsn, password string) string {
	return mask(msg, append(dsnPasswords(dsn), password))
}

// mask replaces every secret in msg with xxxxx.
func mask(msg string, secrets []string) string {
	secrets = slices.DeleteFunc(secrets, func(s string) bool {
		return strings.Trim(s, "x") == "" // nothing to mask, or the mask itself
	})
	// Longest first, so that a password is masked whole before any
	// shorter candidate inside it is; and again until nothing changes, in
	// case a mask next to other text has formed a candidate anew. Every
	// candidate has a byte other than 'x' and the mask has none, so each
	// round that changes msg leaves fewer of them: this ends.
	slices.SortFunc(secrets, func(a, b string) int { return cmp.Compare(len(b), len(a)) })
	for {
		before := msg
		for _, s := range secrets {
			msg = strings.ReplaceAll(msg, s, "xxxxx")
		}
		if msg == before {
			return msg
		}
	}
}

// kvPassword finds password and sslpassword settings in a key=value DSN,
// and in a URL's query.
var kvPassword = regexp.MustCompile(`(?i)(?:ssl)?password\s*=\s*(?:'((?:[^'\\]|\\.)*)'?|(\S*))`)

// dsnPasswords returns the strings in dsn that may be passwords, as
// written and as decoded.
func dsnPasswords(dsn string) []string {
	var out []string
	add := func(s string) {
		out = append(out, s, strings.TrimSpace(s))
		if u, err := url.PathUnescape(s); err == nil {
			out = append(out, u)
		}
		if u, err := url.QueryUnescape(s); err == nil {
			out = append(out, u)
		}
		out = append(out, strings.NewReplacer(`\'`, `'`, `\\`, `\`).Replace(s))
	}
	for _, m := range kvPassword.FindAllStringSubmatch(dsn, -1) {
		v := m[1] + m[2]
		add(v)
		if before, _, ok := strings.Cut(v, "&"); ok { // a URL's query goes on
			add(before)
		}
	}
	// A URL's userinfo: whatever follows the first ':' before an '@'. A
	// malformed URL may hold several '@'; each gives a candidate.
	if _, rest, ok := strings.Cut(dsn, "://"); ok {
		for i := range len(rest) {
			if rest[i] != '@' {
				continue
			}
			if _, pw, ok := strings.Cut(rest[:i], ":"); ok {
				add(pw)
			}
		}
	}
	return out
}

// Describe names the database dsn points at, for messages and logs:
// postgres://user@host:port/dbname, never with the password. A DSN that
// does not parse is not shown at all, since it may hold a password
// where the parser did not expect one.
func Describe(dsn string) string {
	cfg, err := pgxpool.ParseConfig(dsn)
	if err != nil {
		return "(a PostgreSQL DSN that does not parse)"
	}
	u := url.URL{Scheme: "postgres", Host: net.JoinHostPort(cfg.ConnConfig.Host, strconv.Itoa(int(cfg.ConnConfig.Port))), Path: "/" + cfg.ConnConfig.Database}
	if cfg.ConnConfig.User != "" {
		u.User = url.User(cfg.ConnConfig.User)
	}
	return u.String()
}
