package net.ccpay.deploy.it.support;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/** The samples of a Prometheus text exposition (format 0.0.4): {@code name{label="value",...} number}. */
public final class PrometheusText {

    public record Sample(String name, Map<String, String> labels, double value) {
        public String label(String key) {
            return labels.get(key);
        }
    }

    private final List<Sample> samples;
    private final String raw;

    private PrometheusText(String raw, List<Sample> samples) {
        this.raw = raw;
        this.samples = samples;
    }

    public static PrometheusText parse(String text) {
        List<Sample> out = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            int brace = line.indexOf('{');
            int space = line.lastIndexOf(' ');
            String name;
            Map<String, String> labels = new LinkedHashMap<>();
            if (brace >= 0 && brace < space) {
                name = line.substring(0, brace);
                int close = line.lastIndexOf('}');
                parseLabels(line.substring(brace + 1, close), labels);
            } else {
                name = line.substring(0, space);
            }
            String v = line.substring(space + 1).trim();
            double value = switch (v) {
                case "NaN" -> Double.NaN;
                case "+Inf" -> Double.POSITIVE_INFINITY;
                case "-Inf" -> Double.NEGATIVE_INFINITY;
                default -> Double.parseDouble(v);
            };
            out.add(new Sample(name.trim(), labels, value));
        }
        return new PrometheusText(text, out);
    }

    private static void parseLabels(String s, Map<String, String> labels) {
        int i = 0;
        while (i < s.length()) {
            int eq = s.indexOf('=', i);
            if (eq < 0) {
                break;
            }
            String key = s.substring(i, eq).trim();
            int q = s.indexOf('"', eq) + 1;
            StringBuilder value = new StringBuilder();
            int j = q;
            while (j < s.length() && s.charAt(j) != '"') {
                if (s.charAt(j) == '\\' && j + 1 < s.length()) {
                    j++;
                }
                value.append(s.charAt(j));
                j++;
            }
            labels.put(key, value.toString());
            i = j + 1;
            while (i < s.length() && (s.charAt(i) == ',' || s.charAt(i) == ' ')) {
                i++;
            }
        }
    }

    public List<Sample> samples(String name, Predicate<Sample> filter) {
        return samples.stream().filter(s -> s.name().equals(name) && filter.test(s)).toList();
    }

    /** The sum of the values of every sample with this name that passes the filter (0 when none). */
    public double sum(String name, Predicate<Sample> filter) {
        return samples(name, filter).stream().mapToDouble(Sample::value).sum();
    }

    public boolean has(String name, Predicate<Sample> filter) {
        return !samples(name, filter).isEmpty();
    }

    public String raw() {
        return raw;
    }
}
