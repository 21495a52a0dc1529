package net.ccpay.deploy.contract;

import java.util.List;

/**
 * An OpenAPI path template such as {@code /customers/{customerId}/kyc-link}. A {@code {name}} segment matches any
 * one non-empty segment of a raw request path (so an encoded slash stays inside its segment, and {@code //} matches
 * nothing); every other segment must be equal. Where two templates match, the one with a literal segment at the
 * first place they differ is the more specific ({@code /customers/internal-accounts} over {@code /customers/{customerId}}).
 */
record PathTemplate(String template, List<String> segments) {

    static PathTemplate of(String template) {
        if (!template.startsWith("/")) {
            throw new IllegalArgumentException("a path template starts with '/': " + template);
        }
        return new PathTemplate(template, List.of(template.substring(1).split("/", -1)));
    }

    boolean matches(String rawPath) {
        if (!rawPath.startsWith("/")) {
            return false;
        }
        String[] parts = rawPath.substring(1).split("/", -1);
        if (parts.length != segments.size()) {
            return false;
        }
        for (int i = 0; i < parts.length; i++) {
            String s = segments.get(i);
            if (isParameter(s) ? parts[i].isEmpty() : !s.equals(parts[i])) {
                return false;
            }
        }
        return true;
    }

    /** Negative when this template is more specific than the other (both matching one path). */
    int compareSpecificity(PathTemplate other) {
        for (int i = 0; i < Math.min(segments.size(), other.segments.size()); i++) {
            boolean mine = isParameter(segments.get(i));
            boolean theirs = isParameter(other.segments.get(i));
            if (mine != theirs) {
                return mine ? 1 : -1;
            }
        }
        return 0;
    }

    private static boolean isParameter(String segment) {
        return segment.length() > 2 && segment.startsWith("{") && segment.endsWith("}");
    }

    @Override
    public String toString() {
        return template;
    }
}
