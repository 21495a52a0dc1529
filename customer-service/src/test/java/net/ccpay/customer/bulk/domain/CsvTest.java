package net.ccpay.customer.bulk.domain;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The CSV reading of the bulk import: what each record holds and the line it is reported under. */
class CsvTest {

    static List<List<String>> fields(List<Csv.Record> records) {
        return records.stream().map(Csv.Record::fields).toList();
    }

    static List<Integer> lines(List<Csv.Record> records) {
        return records.stream().map(Csv.Record::line).toList();
    }

    @Test
    void quotedFieldsHoldCommasDoubledQuotesAndLineBreaks() {
        List<Csv.Record> r = Csv.parse("name,note\n\"Doe, John\",\"said \"\"hi\"\"\"\n\"multi\nline\",\"\"\nlast,\"a,\"\"b\"\",\nc\"\n");
        assertEquals(List.of(List.of("name", "note"), List.of("Doe, John", "said \"hi\""), List.of("multi\nline", ""),
                List.of("last", "a,\"b\",\nc")), fields(r));
        assertEquals(List.of(1, 2, 3, 5), lines(r), "a record is named by the line it starts on; breaks inside quotes count");
    }

    @Test
    void crlfLoneCrAndLfEndRecordsAlikeAndBlankLinesAreSkippedButCounted() {
        List<Csv.Record> r = Csv.parse("a,b\r\n1,2\r\n\r\n\"x\r\ny\",3\r4,5\n\n\n6,7");
        assertEquals(List.of(List.of("a", "b"), List.of("1", "2"), List.of("x\r\ny", "3"), List.of("4", "5"), List.of("6", "7")), fields(r));
        assertEquals(List.of(1, 2, 4, 6, 9), lines(r));
    }

    @Test
    void aByteOrderMarkIsNotPartOfTheFirstField() {
        List<Csv.Record> r = Csv.parse("\uFEFFumaAddress,platformCustomerId\r\n$a@b.com,p1\r\n");
        assertEquals(List.of("umaAddress", "platformCustomerId"), r.get(0).fields());
        assertEquals(2, r.get(1).line());
    }

    @Test
    void emptyCellsAndATrailingCommaAreEmptyFieldsAndAQuoteInsideAnUnquotedFieldIsKept() {
        List<Csv.Record> r = Csv.parse("1,,3,\nab\"c,d");
        assertEquals(List.of(List.of("1", "", "3", ""), List.of("ab\"c", "d")), fields(r));
        assertTrue(Csv.parse("").isEmpty());
        assertTrue(Csv.parse("\n\r\n").isEmpty());
    }

    @Test
    void aQuotedFieldThatNeverEndsRefusesTheFileNamingTheLineOfItsRecord() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Csv.parse("a,b\n1,2\n\n3,\"open\n4,5\n6,7\n"));
        assertTrue(e.getMessage().contains("line 4"), e.getMessage());
        assertTrue(e.getMessage().contains("not closed properly"), e.getMessage());
    }

    @Test
    void textAfterAClosingQuoteRefusesTheFileNamingTheLineOfItsRecordRatherThanGuessing() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Csv.parse("a,b\r\n1,\"two\nlines\"\r\n\"bad\"x,2\r\n3,4\r\n"));
        assertTrue(e.getMessage().contains("line 4"), e.getMessage());
        // spaces between a closing quote and the comma are allowed
        assertEquals(List.of("ok", "2"), Csv.parse("\"ok\"  ,2").get(0).fields());
    }
}
