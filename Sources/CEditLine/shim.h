#ifndef TRIPS_CEDITLINE_SHIM_H
#define TRIPS_CEDITLINE_SHIM_H
#include <stdio.h>
#include <histedit.h>
#include <langinfo.h>
#include <locale.h>
#include <string.h>
#include <sys/ioctl.h>

/*
 * Swift cannot call C variadic functions (el_set, el_get, history), so each call the shell needs is wrapped here in a
 * small fixed-argument function (and ioctl, for the terminal's height). Nothing else lives in this header.
 */

/* A prompt function: returns the prompt for this EditLine. */
typedef char *(*trips_prompt_fn)(EditLine *);
/* A user-defined editor function (EL_ADDFN): returns a CC_* code. */
typedef unsigned char (*trips_editor_fn)(EditLine *, int);

/* Sets LC_CTYPE from the environment, falling back to C.UTF-8 when that is not a UTF-8 locale. Returns 1 if the
 * resulting locale is UTF-8. */
static inline int trips_use_utf8_locale(void) {
    const char *set = setlocale(LC_CTYPE, "");
    if (set == NULL || strcmp(nl_langinfo(CODESET), "UTF-8") != 0) {
        setlocale(LC_CTYPE, "C.UTF-8");
    }
    return strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
}

/* The height in lines of the terminal `fd` is, or 0 when it is none or does not say (ioctl is variadic). */
static inline int trips_terminal_rows(int fd) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) {
        return 0;
    }
    return size.ws_row;
}

/* Writes text to standard output through the same FILE that libedit writes to, and flushes it. */
static inline void trips_write_stdout(const char *text) {
    fputs(text, stdout);
    fflush(stdout);
}

/* el_init on the standard streams. */
static inline EditLine *trips_el_init(const char *program) {
    return el_init(program, stdin, stdout, stderr);
}

/* The prompt, with `marker` around invisible sequences (EL_PROMPT_ESC) so that libedit measures it right. */
static inline int trips_el_set_prompt(EditLine *el, trips_prompt_fn prompt, char marker) {
    return el_set(el, EL_PROMPT_ESC, prompt, marker);
}

/* Emacs or vi key bindings. */
static inline int trips_el_set_editor(EditLine *el, const char *editor) {
    return el_set(el, EL_EDITOR, editor);
}

/* Whether libedit installs its own signal handlers. */
static inline int trips_el_set_signal(EditLine *el, int on) {
    return el_set(el, EL_SIGNAL, on);
}

/* Puts the terminal in libedit's edit mode now (1) or back (0). el_gets prints the prompt before it switches modes, so
 * keys typed just after the prompt appears would otherwise meet the cooked terminal (a Ctrl-D would be lost). */
static inline int trips_el_prep_term(EditLine *el, int on) {
    return el_set(el, EL_PREP_TERM, on);
}

/* An opaque pointer the editor functions can reach back through. */
static inline int trips_el_set_clientdata(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}

/* The pointer set by trips_el_set_clientdata. */
static inline void *trips_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}

/* Adds a named editor function. */
static inline int trips_el_addfn(EditLine *el, const char *name, const char *help, trips_editor_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}

/* Binds a key sequence (like "^I") to a named editor function. */
static inline int trips_el_bind(EditLine *el, const char *key, const char *function) {
    return el_set(el, EL_BIND, key, function, NULL);
}

/* Changes one terminal setting of edit mode, like "-isig". */
static inline int trips_el_setty_edit(EditLine *el, const char *setting) {
    return el_set(el, EL_SETTY, "-d", setting, NULL);
}

/* Uses this history for up, down and search. */
static inline int trips_el_set_history(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}

/* Empties the line being edited, wherever the cursor is. */
static inline void trips_el_clear_line(EditLine *el) {
    const LineInfoW *line = el_wline(el);
    int after = (int)(line->lastchar - line->cursor);
    int total = (int)(line->lastchar - line->buffer);
    el_cursor(el, after);
    el_deletestr(el, total);
}

/* Keeps at most `size` entries. */
static inline int trips_history_set_size(History *h, int size) {
    HistEvent event;
    return history(h, &event, H_SETSIZE, size);
}

/* Never stores a line equal to the one before it. */
static inline int trips_history_set_unique(History *h, int unique) {
    HistEvent event;
    return history(h, &event, H_SETUNIQUE, unique);
}

/* Adds a line. */
static inline int trips_history_enter(History *h, const char *line) {
    HistEvent event;
    return history(h, &event, H_ENTER, line);
}

/* Reads lines from a history file. */
static inline int trips_history_load(History *h, const char *path) {
    HistEvent event;
    return history(h, &event, H_LOAD, path);
}

/* Writes every line to a history file. */
static inline int trips_history_save(History *h, const char *path) {
    HistEvent event;
    return history(h, &event, H_SAVE, path);
}

#endif
