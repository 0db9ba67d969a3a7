#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU, whose headers clash with Foundation's own copy of ICU in
// Swift. Nothing here uses libxml2's ICU converters (only parsing and XPath, in UTF-8), so
// its headers are read without them.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xpath.h>
