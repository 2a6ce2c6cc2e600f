package locale

import (
	"net/http"

	"golang.org/x/text/language"
)

// Tags are the locales Evergreen speaks, English (the default) first.
var tags = []string{"en", "de", "es", "zh-Hant"}

// Tags returns the locales, English first.
func Tags() []string { return append([]string(nil), tags...) }

// Cookie is the cookie that remembers a browser's explicit choice.
const Cookie = "lang"

// Default is the locale when nothing else decides.
const Default = "en"

var matcher = language.NewMatcher([]language.Tag{
	language.English, language.German, language.Spanish, language.TraditionalChinese,
})

// Supported reports whether tag is one of Tags exactly ("zh-Hant", not
// "zh-TW"), as a cookie or a --lang flag must name it.
func Supported(tag string) bool {
	for _, t := range tags {
		if t == tag {
			return true
		}
	}
	return false
}

// Match returns the locale closest to what a reader asked for: a tag
// such as "de-AT" or "zh-TW", or an Accept-Language header
// ("es-419,es;q=0.9"). A request nothing matches reads English.
func Match(accept string) string {
	asked, _, err := language.ParseAcceptLanguage(accept)
	if err != nil || len(asked) == 0 {
		return Default
	}
	_, i, conf := matcher.Match(asked...)
	if conf == language.No {
		return Default
	}
	return tags[i]
}

// Negotiate picks the locale of a request: the cookie's explicit choice
// when it names a locale, else the browser's Accept-Language, else
// English.
func Negotiate(r *http.Request) string {
	if c, err := r.Cookie(Cookie); err == nil && Supported(c.Value) {
		return c.Value
	}
	return Match(r.Header.Get("Accept-Language"))
}

// Name is the name of a locale in its own language, for the picker.
func Name(tag string) string {
	switch tag {
	case "de":
		return "Deutsch"
	case "es":
		return "Español"
	case "zh-Hant":
		return "繁體中文"
	}
	return "English"
}
