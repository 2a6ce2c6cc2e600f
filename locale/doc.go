// Package locale is how Evergreen speaks its players' languages: English,
// German, Spanish and Traditional Chinese. It holds one message catalog
// per locale (messages/*.json, a key to a text in package wording's one
// grammar), the Formatter of each locale (digits grouped its way, its
// CLDR plural rule, its lists), and the choice of a visitor's locale:
// an explicit choice in a cookie, else the browser's Accept-Language,
// else English.
//
// The platform's pages, the table frame in the browser (served the
// catalog by Go, never a table written by hand in JavaScript) and the
// terminal player all read their words here:
//
//	b, _ := locale.Load()
//	b.T("de", "home.solo.title")                 // "Ein Jahr allein"
//	b.T("de", "table.waiting", "count", 3)       // filled by wording
//
// Numbers, plurals and lists follow golang.org/x/text: its language
// matcher picks the locale (zh-TW and zh-HK read zh-Hant), its CLDR plural
// rules pick a form, and its decimal formatting groups digits ("1.600"
// in German). The browser's filler (web/static/wording.js) reads the same
// rules from Descriptor, which a test holds to x/text.
//
// Every key exists in every locale and every locale's text reads the
// same placeholders as the English (Load refuses a catalog that does
// not), so a missing translation is a failing test, never a page in two
// languages.
package locale
