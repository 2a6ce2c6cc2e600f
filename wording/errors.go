package wording

import (
	"embed"
	"fmt"
	"io/fs"
)

// Every problem this package reports keeps its English format and
// arguments (the Text method of its errors), so that whoever shows it to
// a reader of another locale — a rule set's problems, through package
// ruleset's Wording — words the whole sentence from a catalog keyed by
// that format, the gettext way: problems.{locale}.json beside this file.

// problemFiles are this package's problems in each locale but English.
//
//go:embed problems.*.json
var problemFiles embed.FS

// ProblemFiles holds problems.{locale}.json, one for each locale but
// English: a JSON object of every English format an error of this
// package reads (as Text returns it) to its translation, which reads the
// same arguments with the same verbs.
func ProblemFiles() fs.FS { return problemFiles }

// textError is an error whose text is fmt.Sprintf(format, args...),
// kept apart; an argument that is an error may be one too, worded in
// the same locale. It is the sentinel is (ErrUnknown…), when not nil,
// and unwraps to every argument that is an error.
type textError struct {
	format string
	args   []any
	is     error
}

// errorf is the error of format and args, as fmt.Sprintf would take
// them.
func errorf(format string, args ...any) *textError {
	return &textError{format: format, args: args}
}

// errIs is errorf for an error that is the sentinel is.
func errIs(is error, format string, args ...any) *textError {
	return &textError{format: format, args: args, is: is}
}

func (e *textError) Error() string { return fmt.Sprintf(e.format, e.args...) }

// Text is the error's English format and arguments.
func (e *textError) Text() (string, []any) { return e.format, e.args }

func (e *textError) Unwrap() []error {
	var out []error
	if e.is != nil {
		out = append(out, e.is)
	}
	for _, a := range e.args {
		if err, ok := a.(error); ok {
			out = append(out, err)
		}
	}
	return out
}
