package net.ccpay.customer.bulk.application;

import jakarta.json.JsonObject;
import net.ccpay.customer.bulk.domain.Csv;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CustomerCsvTest {

    @Test
    void csvQuotesCommasLineBreaksAndBlankLines() {
        List<Csv.Record> r = Csv.parse("a,b,c\r\n\"x, y\",\"say \"\"hi\"\"\",\"two\nlines\"\n\n1,,3");
        assertEquals(3, r.size());
        assertEquals(List.of("a", "b", "c"), r.get(0).fields());
        assertEquals(List.of("x, y", "say \"hi\"", "two\nlines"), r.get(1).fields());
        assertEquals(2, r.get(1).line());
        assertEquals(List.of("1", "", "3"), r.get(2).fields());
        assertEquals(5, r.get(2).line(), "the line count includes the line break inside the quotes and the blank line");
        assertThrows(IllegalArgumentException.class, () -> Csv.parse("a,\"open\nb"));
        assertEquals(List.of("x"), Csv.parse("\uFEFFx").get(0).fields(), "a byte order mark is not part of the first field");
    }

    @Test
    void theContractsExampleReadsIntoCreateRequests() {
        CustomerCsv.Parsed p = CustomerCsv.read("""
                umaAddress,platformCustomerId,customerType,fullName,birthDate,addressLine1,city,state,postalCode,country,platformAccountId,businessLegalName
                john.doe@uma.domain.com,customer123,INDIVIDUAL,John Doe,1990-01-15,123 Main St,San Francisco,CA,94105,US
                acme@uma.domain.com,biz456,BUSINESS,,,400 Commerce Way,Austin,TX,78701,US,,Acme Inc
                """);
        assertTrue(p.headerProblems().isEmpty(), p.headerProblems()::toString);
        assertEquals(2, p.rows().size());
        JsonObject john = p.rows().get(0).request();
        assertEquals("$john.doe@uma.domain.com", john.getString("umaAddress"));
        assertEquals("John Doe", john.getString("fullName"));
        assertEquals("94105", john.getJsonObject("address").getString("postalCode"));
        assertEquals("customer123", p.rows().get(0).correlationId());
        assertEquals(2, p.rows().get(0).line());
        JsonObject acme = p.rows().get(1).request();
        assertEquals("Acme Inc", acme.getJsonObject("businessInfo").getString("legalName"));
        assertEquals("US", acme.getJsonObject("businessInfo").getString("country"), "the business's country defaults to its address's");
        assertFalse(acme.containsKey("fullName"));
    }

    @Test
    void headerProblemsAreAllReported() {
        CustomerCsv.Parsed p = CustomerCsv.read("customerType,fullName,shoeSize,fullName\nINDIVIDUAL,Ann,42,Ann\n");
        assertEquals(4, p.headerProblems().size(), p.headerProblems()::toString);
        assertTrue(CustomerCsv.read("").headerProblems().get(0).contains("empty"));
    }

    @Test
    void aRowWithMoreCellsThanColumnsFailsItsValidation() {
        CustomerCsv.Parsed p = CustomerCsv.read("umaAddress,platformCustomerId,customerType\n$a@b.com,p1,INDIVIDUAL,extra\n");
        assertTrue(p.rows().get(0).request().containsKey("row"));
    }
}
